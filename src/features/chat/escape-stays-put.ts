/**
 * Escape outside the conversation search leaves focus where it is. The SDK's search bar answers
 * Escape anywhere on the page by focusing its own input (SearchBar's document keydown listener,
 * stream-chat-react 14), so Escape in the composer or a thread jumped to the search box at the
 * top of the list. In the search itself (its box, its results) Escape still ends the search and
 * returns to its box, as the SDK means it to.
 */
import { useEffect } from 'react';

const SEARCH = '.str-chat__search';
const SEARCH_INPUT = '.str-chat__search-bar__input';

export function useEscapeStaysPut(): void {
  useEffect(() => {
    let before: Element | null = null;
    // Capturing on the window runs before any listener of the page; bubbling there, after them.
    const remember = (event: KeyboardEvent) => {
      if (event.key === 'Escape') before = document.activeElement;
    };
    const putBack = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const was = before;
      before = null;
      const now = document.activeElement;
      if (!(now instanceof HTMLElement) || !now.matches(SEARCH_INPUT) || was === now) return;
      if (was instanceof HTMLElement && was.closest(SEARCH)) return;
      if (was instanceof HTMLElement && was !== document.body && was.isConnected) {
        was.focus({ preventScroll: true });
      } else now.blur();
    };
    window.addEventListener('keydown', remember, true);
    window.addEventListener('keydown', putBack);
    return () => {
      window.removeEventListener('keydown', remember, true);
      window.removeEventListener('keydown', putBack);
    };
  }, []);
}
