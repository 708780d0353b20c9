/**
 * The manifest's share target: the sharing app's form is kept on the device and the page is sent
 * (303, so the reload is a GET) to the share's own address, which the precached shell serves
 * offline. Signed out, that address is a signed-in page: sign-in comes first and returns to it.
 * Any page can post here, so the form's size is bounded before it is parsed: a body larger than
 * the most a share may carry is kept as a problem only, and never held whole.
 */
import { keepShare } from '../core/share/kept-shares.ts';
import { SHARE_PICTURE_LIMIT, SHARE_PICTURES_MAX, sharePath } from '../core/share/share-action.ts';
import { readShareForm, type ShareContent } from '../core/share/share-form.ts';
import { boundedBody } from './bounded-body.ts';

/** Every picture at its limit, and a megabyte for the words and the form's own framing. */
const SHARE_BODY_LIMIT = SHARE_PICTURES_MAX * SHARE_PICTURE_LIMIT + 1024 * 1024;

async function contentOf(request: Request): Promise<ShareContent> {
  try {
    const body = await boundedBody(request, SHARE_BODY_LIMIT);
    if (body === 'too-big') return { problem: { kind: 'too-big' } };
    const type = request.headers.get('content-type') ?? '';
    return readShareForm(
      await new Response(body, { headers: { 'content-type': type } }).formData(),
    );
  } catch {
    return { problem: { kind: 'unreadable' } };
  }
}

export async function takeShare(request: Request, origin: string): Promise<Response> {
  const share = await keepShare(await contentOf(request));
  return Response.redirect(new URL(sharePath(share.id), origin).href, 303);
}
