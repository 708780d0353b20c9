/**
 * The conversation list reads the device first: the saved list is set in the same turn the
 * SDK clears the list for a reload (so it never flashes empty) and the query returns at once;
 * the chat server's answer replaces it in the background and is saved in turn. Offline, or
 * while the server cannot be reached, the saved list stays until the socket is back up. When the
 * device copy had to be emptied (the server refused a catch-up), the list fills it again.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { Channel } from 'stream-chat';
import { chatClient, deviceCopy } from '../../../../core/chat/chat-client.ts';
import {
  LIST_OPTIONS,
  LIST_SORT,
  listFilters,
} from '../../../../core/device-copy/lists/list-query.ts';
import {
  keepList,
  loadListFromDevice,
  listOnDevice,
} from '../../../../core/chat/device-channels.ts';
import { queryChannelsAnswerFirst } from '../../../../core/device-copy/lists/list-answer-first.ts';
import { promoteArrivals } from './promote-arrivals.ts';

interface Setters {
  /** The list, or what it becomes from the list shown now (stream-chat's ChannelManager takes both). */
  setChannels: (channels: Channel[] | ((shown: Channel[]) => Channel[])) => void;
  setHasNextPage: (hasNext: boolean) => void;
}

/** A page of the list: the first again ('reload'), or the next after `currentChannels`. */
export type QueryFn = (
  request: Setters & { currentChannels: Channel[]; queryType: 'reload' | 'load-more' },
) => Promise<void>;

const PAGE = LIST_OPTIONS.limit ?? 20;

/**
 * A refresh asked for while the same one is on its way (the socket's coming up tells of it as the
 * first is sent) joins it rather than asking the server a second time.
 */
function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () =>
    (running ??= run().finally(() => {
      running = undefined;
    }));
}

const sameOrder = (a: Channel[], b: Channel[]): boolean =>
  a.length === b.length && a.every((channel, index) => channel === b[index]);

export function useCacheFirstChannels(archived: boolean): QueryFn {
  const userId = chatClient.userID ?? '';
  /** The refresh still owed to a list shown from the device. */
  const owed = useRef<(() => Promise<void>) | null>(null);
  /** The first page asked again, into the list as it is now. */
  const refresh = useRef<(() => Promise<void>) | null>(null);

  const query = useMemo<QueryFn>(() => {
    const filters = listFilters(userId, archived);
    const fromNetwork = async (offset: number, current: Channel[], setters: Setters) => {
      const arrived: string[] = [];
      const listening =
        offset === 0
          ? chatClient.on('message.new', (event) => {
              if (event.cid) arrived.push(event.cid);
            })
          : undefined;
      let fresh: Channel[];
      try {
        fresh = await queryChannelsAnswerFirst(chatClient, filters, LIST_SORT, {
          ...LIST_OPTIONS,
          offset,
        });
      } finally {
        listening?.unsubscribe();
      }
      owed.current = null;
      setters.setHasNextPage(fresh.length >= PAGE);
      if (offset > 0) {
        const known = new Set(current.map((c) => c.cid));
        setters.setChannels([...current, ...fresh.filter((c) => !known.has(c.cid))]);
        return;
      }
      const ordered = promoteArrivals(fresh, arrived);
      // The same conversations in the same order are the list shown: kept as it is, nothing
      // renders again (each row follows its own conversation).
      setters.setChannels((shown) => (sameOrder(shown, ordered) ? shown : ordered));
      await keepList(deviceCopy, userId, archived, ordered);
    };
    return async ({ currentChannels, queryType, setChannels, setHasNextPage }) => {
      const setters = { setChannels, setHasNextPage };
      refresh.current = () => fromNetwork(0, [], setters);
      if (queryType !== 'reload') {
        await fromNetwork(currentChannels.length, currentChannels, setters);
        return;
      }
      const saved =
        listOnDevice(userId, archived) ??
        (await loadListFromDevice(chatClient, deviceCopy, userId, archived));
      // Nothing saved yet (a first start): the chat server's answer is the first the list has.
      // A list saved empty is an answer like any other, shown at once, offline too.
      if (listOnDevice(userId, archived) === undefined) {
        await fromNetwork(0, [], setters);
        return;
      }
      setChannels(saved);
      setHasNextPage(false);
      // The list shows a spinner until this returns: the saved list is the answer for now, and
      // the server's replaces it when it comes (or once the socket is back).
      owed.current = oneAtATime(() => fromNetwork(0, [], setters));
      void owed.current().catch(() => undefined);
    };
  }, [userId, archived]);

  useEffect(() => {
    const { unsubscribe } = chatClient.on('connection.changed', (event) => {
      if (event.online) void owed.current?.().catch(() => undefined);
    });
    const stopRefilling = deviceCopy.onEmptied(
      () => void refresh.current?.().catch(() => undefined),
    );
    return () => {
      unsubscribe();
      stopRefilling();
    };
  }, []);

  return query;
}
