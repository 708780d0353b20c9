/**
 * The list's picture travels in the page itself: the service worker, which reads the device
 * while the page is being fetched (on its own thread), puts it in the shell it answers `/` with,
 * as JSON in a script element that never runs, with its stylesheets as links in the head (so
 * they are loaded before the page's first paint). The page then shows it as soon as its first
 * script runs, with nothing to wait for.
 */
import type { ListPicture } from './list-picture.ts';

export const PICTURE_DATA_ID = 'list-picture-data';

/** JSON that cannot end the script element it sits in, whatever the markup it carries. */
const inScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell with the picture in it. `served` says which stylesheets this worker can answer
 * from its cache: only those are linked (a file of another version would hold the first paint
 * up for the network). Returns the shell unchanged if it has no place for the picture.
 */
export function shellWithPicture(
  shell: string,
  picture: ListPicture,
  served: (href: string) => boolean,
): string {
  const headEnd = shell.indexOf('</head>');
  const bodyEnd = shell.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return shell;
  const styles = picture.styles.filter(
    (style): style is { href: string } => 'href' in style && served(style.href),
  );
  // The shell's own stylesheet is linked already: a second link would load it twice.
  const linked = (href: string) => shell.includes(`href="${new URL(href).pathname}"`);
  const links = styles
    .filter(({ href }) => !linked(href))
    .map(({ href }) => `<link rel="stylesheet" href="${attribute(href)}">`)
    .join('');
  const data = `<script type="application/json" id="${PICTURE_DATA_ID}">${inScript({ ...picture, styles })}</script>`;
  return (
    shell.slice(0, headEnd) + links + shell.slice(headEnd, bodyEnd) + data + shell.slice(bodyEnd)
  );
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
      Array.isArray(value.styles);
    return whole ? (value as ListPicture) : undefined;
  } catch {
    return undefined;
  }
}
