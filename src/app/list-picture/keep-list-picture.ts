/**
 * Takes the picture that show-list-picture.ts shows at the next start: the page as it is while
 * the conversation list shows at `/`, a moment after the list last changed and whenever the
 * page is hidden or left (how an installed app is left). What changes by itself or says what is
 * happening now (a status, an alert, a dialog, a notice) is left out of it: the picture shows
 * the person's conversations, never a state the app is no longer in.
 */
import { keepListPicture } from '../../core/session/list-picture.ts';
import { listPainted } from './list-shown.ts';
import { classesOf, pictureCss } from './picture-css.ts';

/**
 * Quiet time after a change of the list before it is taken again. Short: what a closing page
 * writes to IndexedDB is often lost with it (seen on every reload here), so the picture taken
 * while the page still lives is the one that counts.
 */
const SETTLE_MS = 800;
const NOT_IN_PICTURE =
  '[role="status"], [role="alert"], [aria-live], [role="dialog"], dialog, .str-chat__notification-list';

/** The root's markup as the picture keeps it, or null when the list is not what shows. */
function pictureOf(root: HTMLElement, pathname: string): HTMLElement | null {
  if (pathname !== '/' || !listPainted(root)) return null;
  if (root.querySelector('[role="dialog"], dialog[open]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(NOT_IN_PICTURE).forEach((el) => el.remove());
  // A picture made on the device lives only as long as its page.
  copy.querySelectorAll('img[src^="blob:"]').forEach((img) => img.removeAttribute('src'));
  return copy;
}

/**
 * The CSS for a picture with these classes, worked out again only when they or the page's
 * stylesheets change (the first reading of the page's rules costs tens of milliseconds).
 */
function cssOf(copy: HTMLElement): string {
  const classes = classesOf(copy, [document.documentElement, document.body]);
  const sheets = [...document.styleSheets].map(
    (sheet) => sheet.href ?? sheet.ownerNode?.textContent,
  );
  const key = JSON.stringify([sheets, [...classes].sort()]);
  if (key !== lastCss.key) lastCss = { key, css: pictureCss(document.styleSheets, classes) };
  return lastCss.css;
}
let lastCss = { key: '', css: '' };

/** Keeps the list's picture for `userId` while it shows (the app runs this only at `/`); returns the stop. */
export function keepListPictureOf(userId: string, sessionKey: string): () => void {
  const root = document.getElementById('root');
  if (!root) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Leaving the page takes the picture only if the list changed since the last one: taking it
  // costs the page's exit (and so the next start, after a reload) some milliseconds.
  let changed = true;
  const take = () => {
    clearTimeout(timer);
    if (!changed) return;
    const copy = pictureOf(root, window.location.pathname);
    if (copy === null) return;
    changed = false;
    void keepListPicture({
      userId,
      sessionKey,
      html: copy.innerHTML,
      css: cssOf(copy),
      width: window.innerWidth,
      height: window.innerHeight,
      savedAt: Date.now(),
    });
  };
  const soon = () => {
    changed = true;
    clearTimeout(timer);
    timer = setTimeout(take, SETTLE_MS);
  };
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') take();
  };
  const observer = new MutationObserver(soon);
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('visibilitychange', whenHidden);
  window.addEventListener('pagehide', take);
  soon();
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('visibilitychange', whenHidden);
    window.removeEventListener('pagehide', take);
  };
}
