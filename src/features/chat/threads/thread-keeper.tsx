/**
 * Keeps what an open thread shows on the device, so it opens offline as its conversation does
 * (the SDK's offline database leaves thread replies out). Rendered by the open thread, so its
 * code comes with the thread's chunk.
 */
import { useEffect } from 'react';
import { useChannelStateContext } from 'stream-chat-react';
import { deviceCopy } from '../../../core/chat/chat-client.ts';
import { keepThread } from '../../../core/device-copy/threads/kept-threads.ts';

/** Long enough for a thread's first page to replace what it opened with. */
const SETTLE_MS = 500;

export function ThreadKeeper() {
  const { channel, thread, threadMessages, threadLoadingMore } =
    useChannelStateContext('ThreadKeeper');
  const cid = channel.cid;
  const parentId = thread?.id;
  useEffect(() => {
    // An empty thread is never kept: a page that failed to load must not erase the kept one.
    if (!parentId || threadLoadingMore || !threadMessages?.length) return;
    const timer = setTimeout(() => {
      keepThread(deviceCopy, cid, parentId, threadMessages).catch((error: unknown) =>
        console.warn('The thread could not be kept', error),
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [cid, parentId, threadMessages, threadLoadingMore]);
  return null;
}
