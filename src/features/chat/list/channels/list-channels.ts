/**
 * The conversations of the list, in order: stream-chat's ChannelManager keeps them as events come
 * (a new message moves its conversation up below the pinned ones, being added or a message in a
 * conversation not loaded brings it in, leaving, hiding or deleting takes it out, archiving moves
 * it to the other list), and the pages come from the device first (cache-first-channels.ts).
 * It starts from the list the device copy read into the client, so it renders whole at once.
 * What it shows is one store: the list renders when the order, the pages or their loading change,
 * not on each step of a query nor each event of a conversation in it (each row follows its own,
 * live-list.tsx).
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { promoteChannel, type Channel, type ChannelManager } from 'stream-chat';
import { chatClient } from '../../../../core/chat/chat-client.ts';
import { listOnDevice } from '../../../../core/chat/device-channels.ts';
import {
  LIST_OPTIONS,
  LIST_SORT,
  listFilters,
} from '../../../../core/device-copy/lists/list-query.ts';
import { useCacheFirstChannels } from './cache-first-channels.ts';
import { startedHere } from '../../../../core/chat/started-here.ts';

/** What the list shows of its state. */
export interface ListView {
  channels: Channel[];
  initialized: boolean;
  error?: Error;
  /** The first page is on its way and nothing is shown yet. */
  busy: boolean;
  hasNext: boolean;
  loadingNext: boolean;
}

export interface ListChannels {
  view: ListView;
  loadMore: () => void;
  retry: () => void;
}

function viewOf(manager: ChannelManager): ListView {
  const { channels, initialized, error, pagination } = manager.state.getLatestValue();
  return {
    channels,
    initialized,
    error,
    busy: !initialized && pagination.isLoading,
    hasNext: pagination.hasNext,
    loadingNext: pagination.isLoadingNext,
  };
}

const sameView = (a: ListView, b: ListView): boolean =>
  (Object.keys(a) as (keyof ListView)[]).every((key) => a[key] === b[key]);

/** The view of the manager's state, the same object while what it shows is the same. */
function viewStore(manager: ChannelManager) {
  let shown = viewOf(manager);
  return {
    subscribe: (changed: () => void) => manager.state.subscribe(changed),
    view: () => {
      const next = viewOf(manager);
      if (!sameView(next, shown)) shown = next;
      return shown;
    },
  };
}

export function useListChannels(archived: boolean): ListChannels {
  const userId = chatClient.userID ?? '';
  const query = useCacheFirstChannels(archived);
  const manager = useMemo(() => {
    const made = chatClient.createChannelManager({});
    // The handlers decide by the list's filters and sort (an archived conversation leaves the
    // inbox, a pinned one stays above the rest): they are the list's from the start.
    made.state.partialNext({
      pagination: {
        ...made.state.getLatestValue().pagination,
        filters: listFilters(userId, archived),
        sort: LIST_SORT,
        options: LIST_OPTIONS,
      },
    });
    // As the cache-first query will answer at once: the saved list, with no more pages.
    const saved = listOnDevice(userId, archived);
    if (saved) {
      const { pagination } = made.state.getLatestValue();
      made.state.partialNext({
        channels: saved,
        initialized: true,
        pagination: { ...pagination, hasNext: false },
      });
    }
    return made;
  }, [userId, archived]);

  const run = useCallback(
    (queryType: 'reload' | 'load-more') => {
      const { pagination, channels } = manager.state.getLatestValue();
      const busy = queryType === 'reload' ? 'isLoading' : 'isLoadingNext';
      manager.state.partialNext({ pagination: { ...pagination, [busy]: true }, error: undefined });
      const settle = (error?: Error) => {
        const latest = manager.state.getLatestValue();
        manager.state.partialNext({
          pagination: { ...latest.pagination, [busy]: false },
          initialized: true,
          error,
        });
      };
      query({
        currentChannels: queryType === 'reload' ? [] : channels,
        queryType,
        setChannels: manager.setChannels,
        setHasNextPage: (hasNext) => {
          const latest = manager.state.getLatestValue();
          manager.state.partialNext({ pagination: { ...latest.pagination, hasNext } });
        },
      }).then(
        () => settle(),
        (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
      );
    },
    [manager, query],
  );

  useEffect(() => {
    manager.registerSubscriptions();
    run('reload');
    return () => {
      manager.unregisterSubscriptions();
    };
  }, [manager, run]);

  // A conversation started on this page is in the inbox from the moment it exists.
  useEffect(() => {
    if (archived) return undefined;
    return startedHere.add((channel) => {
      const { channels } = manager.state.getLatestValue();
      if (channels.some((shown) => shown.cid === channel.cid)) return;
      manager.setChannels(promoteChannel({ channels, channelToMove: channel, sort: LIST_SORT }));
    });
  }, [manager, archived]);

  const store = useMemo(() => viewStore(manager), [manager]);
  const view = useSyncExternalStore(store.subscribe, store.view);
  return {
    view,
    loadMore: useCallback(() => run('load-more'), [run]),
    retry: useCallback(() => run('reload'), [run]),
  };
}
