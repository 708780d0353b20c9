/**
 * Focus as a conversation opens from the list and closes back to it. The SDK's list item blurs
 * itself once it has opened its conversation (ChannelListItemUI's onSelectChannel in
 * stream-chat-react 14), which sent a keyboard user's next Tab back to the top of the page, and a
 * phone hides the list then anyway: the opened conversation's region takes focus instead, and
 * the item gets it back when a phone returns to the list.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { focusWhenShown } from '../../lib/focus-target.ts';

const ITEM = '[role="option"]';

/** `open`: the open conversation's cid, or null. */
export function useConversationFocus(open: string | null) {
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // A click (Enter on the item is one) reaches the list after the item's own handler blurred it.
  const onListClick = (event: MouseEvent<HTMLElement>) => {
    const item = event.target instanceof Element ? event.target.closest(ITEM) : null;
    if (!(item instanceof HTMLElement)) return;
    opener.current = item;
    focusWhenShown(() => region.current);
  };

  const previous = useRef(open);
  useEffect(() => {
    const was = previous.current;
    previous.current = open;
    const item = opener.current;
    if (!was || open || !item) return;
    focusWhenShown(
      () => item,
      (element) => element.focus({ preventScroll: true }),
    );
  }, [open]);

  return { region, onListClick };
}
