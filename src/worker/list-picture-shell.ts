/**
 * The shell at `/` with the picture of the signed-in person's conversation list in it
 * (core/session/list-picture-in-shell.ts): read from the device while the page is fetched,
 * only while that person's session is the one on the device, and never kept in any cache.
 */
import { readListPictureOfSession, type ListPicture } from '../core/session/list-picture.ts';
import { shellWithPicture } from '../core/session/list-picture-in-shell.ts';
import { hasAuthRedirect } from '../core/supabase/auth-redirect.ts';

/** Where the installed app opens; not the return of a sign-in link, which may bring another person. */
export function opensOnTheList(url: URL): boolean {
  return url.pathname === '/' && !hasAuthRedirect({ hash: '', search: url.search });
}

export function listPictureForShell(): Promise<ListPicture | undefined> {
  return readListPictureOfSession().catch(() => undefined);
}

export async function withListPicture(response: Response, picture: ListPicture): Promise<Response> {
  const html = response.ok && response.headers.get('content-type')?.includes('text/html');
  if (!html) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('cache-control', 'no-store');
  return new Response(shellWithPicture(await response.text(), picture), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
