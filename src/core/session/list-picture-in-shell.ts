/**
 * The list's picture travels in the page itself: the service worker, which reads the device
 * while the page is being fetched (on its own thread), puts it in the shell it answers `/` with,
 * as JSON in a script element that never runs, its CSS included. The page then shows it as
 * soon as its first script runs, with nothing to load.
 */
import type { ListPicture } from './list-picture.ts';

export const PICTURE_DATA_ID = 'list-picture-data';

/** JSON that cannot end the script element it sits in, whatever the markup it carries. */
const inScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/** The shell with the picture in it, or unchanged if it has no place for one. */
export function shellWithPicture(shell: string, picture: ListPicture): string {
  const bodyEnd = shell.lastIndexOf('</body>');
  if (bodyEnd < 0) return shell;
  const data = `<script type="application/json" id="${PICTURE_DATA_ID}">${inScript(picture)}</script>`;
  return shell.slice(0, bodyEnd) + data + shell.slice(bodyEnd);
}

/** The picture the shell carries, if it carries a whole one. */
export function pictureInShell(text: string | null | undefined): ListPicture | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ListPicture> | null;
    const whole =
      typeof value?.html === 'string' &&
      typeof value.userId === 'string' &&
      typeof value.width === 'number' &&
      typeof value.height === 'number' &&
      typeof value.css === 'string';
    return whole ? (value as ListPicture) : undefined;
  } catch {
    return undefined;
  }
}
