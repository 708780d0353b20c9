/**
 * Who is typing, read from the conversation itself. The SDK's Channel starts hearing typing
 * events only once its watch has answered, and the state it first copies leaves typing out: a
 * person who starts typing while the conversation opens (their event comes in beside the watch's
 * answer) went unseen until their next event two seconds later, or for good if they had stopped.
 * The client keeps every typing event in the channel's state from the start, so this reads it.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TypingProvider, useChannelStateContext } from 'stream-chat-react';

export function LiveTyping({ children }: { children: ReactNode }) {
  const { channel } = useChannelStateContext('LiveTyping');
  const [typing, setTyping] = useState(() => ({ ...channel.state.typing }));
  useEffect(() => {
    const read = () => setTyping({ ...channel.state.typing });
    read();
    const started = channel.on('typing.start', read);
    const stopped = channel.on('typing.stop', read);
    return () => {
      started.unsubscribe();
      stopped.unsubscribe();
    };
  }, [channel]);
  const value = useMemo(() => ({ typing }), [typing]);
  return <TypingProvider value={value}>{children}</TypingProvider>;
}
