/**
 * The threads view's list offline: stream-chat's ThreadManager asks the chat server for the
 * person's threads each time the view opens and shows nothing when no answer comes, and its
 * offline database has no place for threads. The server's answer to the list's first page is
 * kept with the person's device copy (thread-list.ts) as it arrives; a first page asked with no
 * answer (offline) is that kept list, made into the SDK's threads as its own query makes them,
 * with no further page. Back online, the manager asks again and the server's answer replaces it.
 * An open thread with unread replies marks itself read on its own (throttled, its failure
 * unhandled): offline that failed as an unhandled rejection, so a failed mark is let go; the
 * replies stay unread on the server and are marked read when the thread is next opened online.
 */
import {
  Thread,
  type QueryThreadsAPIResponse,
  type StreamChat,
  type ThreadResponse,
} from 'stream-chat';
import type { DeviceCopy } from '../device-copy/device-copy.ts';
import { keepThreadList, readThreadList } from '../device-copy/threads/thread-list.ts';
import { unanswered } from './unanswered.ts';

interface RequestConfig {
  method?: string;
  url?: string;
  data?: unknown;
}

/** The threads query's first page (a later page carries the `next` cursor). */
function isFirstThreadsPage({ method, url, data }: RequestConfig): boolean {
  if (method?.toLowerCase() !== 'post' || !url) return false;
  if (!url.split('?')[0]?.endsWith('/threads')) return false;
  const body = (typeof data === 'string' ? JSON.parse(data) : data) as { next?: unknown } | null;
  return !body?.next;
}

function keepAnswers(client: StreamChat, device: DeviceCopy): void {
  client.axiosInstance.interceptors.response.use((response) => {
    if (isFirstThreadsPage(response.config)) {
      void keepThreadList(device, (response.data as QueryThreadsAPIResponse).threads);
    }
    return response;
  });
}

function threadsOf(client: StreamChat, kept: ThreadResponse[]): Thread[] {
  client.polls.hydratePollCache(kept.map((thread) => thread.parent_message));
  return kept.map((threadData) => new Thread({ client, threadData }));
}

function marksReadQuietly(thread: Thread): Thread {
  const markAsRead = thread.markAsRead;
  thread.markAsRead = (options) => markAsRead(options).catch(() => null);
  return thread;
}

export function keepThreadListForOffline(client: StreamChat, device: DeviceCopy): void {
  keepAnswers(client, device);
  const manager = client.threads;
  const ask = manager.queryThreads;
  manager.queryThreads = async (options = {}) => {
    const answer = await ask(options).catch(async (error: unknown) => {
      if (options.next || !unanswered(error)) throw error;
      const kept = await device.withDatabase(readThreadList).catch(() => null);
      if (!kept) throw error;
      return { threads: threadsOf(client, kept), next: undefined };
    });
    answer.threads.forEach(marksReadQuietly);
    return answer;
  };
}
