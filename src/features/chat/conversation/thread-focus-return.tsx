/**
 * Focus back in the conversation when its thread closes: on what last had it there (the
 * message's thread button, its reply count), instead of the page itself once the thread and its
 * close button are gone.
 */
import { useEffect, useRef } from 'react';
import { useChannelStateContext } from 'stream-chat-react';
import { focusLost } from '../../../lib/focus-target.ts';
import { focusMessageControl } from './messages/message-options-focus.tsx';

const CONVERSATION = '.str-chat__main-panel';

export function ThreadFocusReturn() {
  const { thread } = useChannelStateContext('ThreadFocusReturn');
  const openId = thread?.id;
  const lastInConversation = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const { target } = event;
      if (target instanceof HTMLElement && target.closest(CONVERSATION)) {
        lastInConversation.current = target;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  const previous = useRef(openId);
  useEffect(() => {
    const was = previous.current;
    previous.current = openId;
    const back = lastInConversation.current;
    if (!was || openId || !back?.isConnected || !focusLost()) return;
    focusMessageControl(back);
  }, [openId]);
  return null;
}
