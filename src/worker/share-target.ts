/**
 * The manifest's share target: the sharing app's form is kept on the device and the page is sent
 * (303, so the reload is a GET) to the share's own address, which the precached shell serves
 * offline. Signed out, that address is a signed-in page: sign-in comes first and returns to it.
 */
import { keepShare } from '../core/share/kept-shares.ts';
import { sharePath } from '../core/share/share-action.ts';
import { readShareForm, type ShareContent } from '../core/share/share-form.ts';

async function contentOf(request: Request): Promise<ShareContent> {
  try {
    return readShareForm(await request.formData());
  } catch {
    return { problem: { kind: 'unreadable' } };
  }
}

export async function takeShare(request: Request, origin: string): Promise<Response> {
  const share = await keepShare(await contentOf(request));
  return Response.redirect(new URL(sharePath(share.id), origin).href, 303);
}
