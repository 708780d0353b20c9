/**
 * An installed app's start, as a phone's own apps do it: the conversation list the person last
 * saw is on screen at once, as a picture, while the app loads behind it; the app's own list
 * replaces it in the same frame that it paints (a MutationObserver on the root runs before that
 * frame). The picture is shown only at `/` (where the installed app opens), only to the person
 * whose session is on the device (the service worker puts it in the page only then:
 * core/session/list-picture-in-shell.ts), and only in a window of the size it was taken in.
 *
 * The picture lies over the page in a closed shadow root, styled by the CSS it carries (in a
 * constructed stylesheet: styled the moment it is in, no file to wait for): nothing in the page,
 * tests included, can mistake it for the app, and the app's own clicks cannot reach it. A tap
 * on a conversation in it is held and given to the same conversation once the app's list is
 * there.
 */
import type { ListPicture } from '../../core/session/list-picture.ts';
import { PICTURE_DATA_ID, pictureInShell } from '../../core/session/list-picture-in-shell.ts';
import { sessionMarkedIn } from '../../core/supabase/storage-key.ts';
import { hasAuthRedirect } from '../../core/supabase/auth-redirect.ts';
import { ITEM_TITLE as TITLE, LIST_ITEM as ITEM, listPainted } from './list-shown.ts';

export const PICTURE_HOST_ID = 'list-picture';
/** The mark a benchmark reads: the picture is in the page, painted in the next frame. */
export const PICTURE_MARK = 'parley:list-picture';
/** A picture the app never replaced (a screen this code does not know) goes anyway. */
const LONGEST_SHOWN_MS = 5000;
/** How long a tap on the picture waits for the app's list to show its conversation. */
const TAP_KEPT_MS = 30_000;

/**
 * Worth reading the device for: the list's address (not the return of a sign-in link, which
 * may bring another person), and a session marked as present.
 */
export function mayShowListPicture(page: Window): boolean {
  if (page.location.pathname !== '/' || hasAuthRedirect(page.location)) return false;
  try {
    return sessionMarkedIn(page.localStorage);
  } catch {
    // Storage that cannot be read: no picture, the app decides.
    return false;
  }
}

/** The picture the service worker put in this page, if it was taken in a window of this size. */
function pictureForThisStart(page: Window): ListPicture | undefined {
  const picture = pictureInShell(page.document.getElementById(PICTURE_DATA_ID)?.textContent);
  const sameWindow = picture?.width === page.innerWidth && picture.height === page.innerHeight;
  return sameWindow ? picture : undefined;
}

/**
 * The saved markup as inert nodes, without anything that could run or load on its own: it was
 * the app's own DOM, but the device's storage is not trusted to be only that.
 */
function inertMarkup(page: Window, html: string): DocumentFragment {
  const template = page.document.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  content
    .querySelectorAll('script, iframe, object, embed, link, style, base, meta')
    .forEach((el) => {
      el.remove();
    });
  for (const el of content.querySelectorAll('*')) {
    // A picture is not in the keyboard's way.
    if (el.matches('a[href], button, input, textarea, select, [tabindex]')) {
      el.setAttribute('tabindex', '-1');
    }
    for (const { name, value } of [...el.attributes]) {
      const url = /^(href|src|srcset|xlink:href|action|formaction)$/i.test(name);
      if (/^on/i.test(name) || (url && /^\s*(javascript|data|vbscript):/i.test(value))) {
        el.removeAttribute(name);
      }
    }
  }
  return content;
}

/** The picture's CSS as a sheet, or none if this browser cannot build one (no picture then). */
function stylesheet(css: string): CSSStyleSheet | undefined {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return undefined;
  }
}

/** The app's list has painted (or an error, or its empty state), or another page is showing. */
function appHasTakenOver(page: Window, root: HTMLElement): boolean {
  if (page.location.pathname !== '/') return true;
  return !!root.querySelector('.auth-page') || listPainted(root);
}

/** The app's list item of the conversation titled `title`, if the list shows it. */
function itemInApp(root: HTMLElement, title: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(ITEM)].find(
    (item) => item.querySelector(TITLE)?.textContent === title,
  );
}

/**
 * Gives a conversation tapped in the picture to the app's list once it shows it: the picture
 * may have gone first (a slow start outlasts it). Not if the person went elsewhere meanwhile.
 */
function tapInApp(page: Window, root: HTMLElement, title: string): void {
  const deliver = (): boolean => {
    if (page.location.pathname !== '/') return true;
    const item = itemInApp(root, title);
    // In a task of its own: the app's list has just been committed, its handlers are set.
    if (item) setTimeout(() => item.click(), 0);
    return !!item;
  };
  if (deliver()) return;
  const watch = new MutationObserver(() => {
    if (deliver()) stop();
  });
  const stop = () => {
    watch.disconnect();
    clearTimeout(giveUp);
  };
  watch.observe(root, { childList: true, subtree: true });
  const giveUp = setTimeout(stop, TAP_KEPT_MS);
}

/**
 * Shows the picture this page carries, if it belongs on this start; true if it is being shown
 * (in the next frame, until the app's list is there).
 */
export function showListPicture(page: Window): boolean {
  const root = page.document.getElementById('root');
  const picture = root ? pictureForThisStart(page) : undefined;
  if (!root || !picture || appHasTakenOver(page, root)) return false;
  const sheet = stylesheet(picture.css);
  if (!sheet) return false;

  const host = page.document.createElement('div');
  host.id = PICTURE_HOST_ID;
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:var(--bg)';
  const shadow = host.attachShadow({ mode: 'closed' });
  shadow.adoptedStyleSheets = [sheet];
  const frame = page.document.createElement('div');
  frame.style.height = '100%';
  frame.append(inertMarkup(page, picture.html));
  shadow.append(frame);
  page.document.body.append(host);
  page.performance.mark(PICTURE_MARK);

  let tapped: string | null = null;
  // Nothing in the picture acts (a link, a form); a conversation's tap is held for the app.
  shadow.addEventListener('submit', (event) => event.preventDefault());
  shadow.addEventListener('click', (event) => {
    event.preventDefault();
    const item = (event.target as Element).closest?.(ITEM);
    tapped = item?.querySelector(TITLE)?.textContent ?? tapped;
  });
  const done = () => {
    observer.disconnect();
    clearTimeout(longest);
    host.remove();
    if (tapped !== null) tapInApp(page, root, tapped);
  };
  const observer = new MutationObserver(() => {
    if (appHasTakenOver(page, root)) done();
  });
  observer.observe(root, { childList: true, subtree: true });
  const longest = setTimeout(done, LONGEST_SHOWN_MS);
  return true;
}
