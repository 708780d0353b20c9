/**
 * The SDK's message list, painted first with only the newest messages that fill the screen and,
 * a frame later, with all the conversation holds. Rendering a message costs some 2 ms here (its
 * actions menu, text and avatar), so a conversation of 50 kept messages took several times as
 * long to show as the dozen a screen holds. The older ones are added above the screen: the SDK
 * keeps the list pinned to its bottom meanwhile, so nothing on the screen moves.
 */
import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  ChannelStateProvider,
  MessageList,
  useChannelStateContext,
  type MessageListProps,
} from 'stream-chat-react';
import { afterNextPaint } from '../../../lib/page-moments/after-first-paint.ts';
import { firstPaint } from './screen-first-window.ts';

/**
 * Enough to fill the list on most screens (a message with its author's name is some 70 px
 * tall); a screen they leave room on gets more before its first paint.
 */
const fillsScreen = (): number => Math.max(10, Math.ceil(window.innerHeight / 70));

// The SDK mounts this anew for each conversation (its channel body is keyed by the channel),
// so each starts from the newest messages.
export function ScreenFirstMessageList(props: MessageListProps) {
  const channelState = useChannelStateContext('ScreenFirstMessageList');
  const { channelUnreadUiState, highlightedMessageId, messages = [] } = channelState;
  const [count, setCount] = useState(fillsScreen);
  const box = useRef<HTMLDivElement>(null);
  // A jump to a message needs it in the list at once.
  const { start, unread } = firstPaint(
    messages,
    highlightedMessageId ? Infinity : count,
    channelUnreadUiState,
  );
  const partial = start > 0;
  // Once shown whole, the list stays whole: a short conversation that grows, or a jump that
  // ends, never loses rows it showed.
  if (!partial && count !== Infinity && messages.length > 0) setCount(Infinity);
  const shown = useMemo(
    () => (partial ? messages.slice(start) : messages),
    [partial, start, messages],
  );
  const rows = shown.length;
  // The same context object while nothing is changed, so the messages need not render again.
  const state = useMemo(
    () =>
      unread === channelUnreadUiState
        ? channelState
        : { ...channelState, channelUnreadUiState: unread },
    [channelState, channelUnreadUiState, unread],
  );

  useLayoutEffect(() => {
    const root = box.current;
    if (!partial || !root) return;
    let cancelRest: () => void = () => undefined;
    // The SDK renders the list's rows a render after the list itself, so they are watched for.
    const look = (inEffect: boolean) => {
      const list = root.querySelector('.str-chat__message-list');
      if (!list?.querySelector('.str-chat__li')) return;
      observer.disconnect();
      if (list.scrollHeight <= list.clientHeight) {
        // Room left on the screen: half as many again as would fill it, before this frame is
        // painted.
        const fill = (rows * list.clientHeight) / Math.max(list.scrollHeight, 1);
        const grow = () => setCount(Math.ceil(fill * 1.5));
        if (inEffect) grow();
        else flushSync(grow);
        return;
      }
      cancelRest = afterNextPaint(() => startTransition(() => setCount(Infinity)));
    };
    const observer = new MutationObserver(() => look(false));
    observer.observe(root, { childList: true, subtree: true });
    look(true);
    return () => {
      observer.disconnect();
      cancelRest();
    };
  }, [partial, rows]);

  return (
    <div ref={box} className="parley-message-list">
      <ChannelStateProvider value={state}>
        <MessageList {...props} messages={shown} />
      </ChannelStateProvider>
    </div>
  );
}
