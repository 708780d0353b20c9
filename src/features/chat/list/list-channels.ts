/**
 * The conversations of the list, in order: stream-chat's ChannelManager keeps them as events come
 * (a new message moves its conversation up below the pinned ones, being added or a message in a
 * conversation not loaded brings it in, leaving, hiding or deleting takes it out, archiving moves
 * it to the other list), and the pages come from the device first (cache-first-channels.ts).
 * Its state is one store: the list renders when the order or the pages change, not on each
 * event of a conversation in it (each row follows its own, list-rows.tsx).
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ChannelManagerState } from 'stream-chat';
import { chatClient } from '../../../core/chat/chat-client.ts';
import {
  LIST_OPTIONS,
  LIST_SORT,
  listFilters,
} from '../../../core/device-copy/lists/list-query.ts';
import { useCacheFirstChannels } from './cache-first-channels.ts';

export interface ListChannels {
  state: ChannelManagerState;
  loadMore: () => void;
  retry: () => void;
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

  const subscribe = useCallback(
    (changed: () => void) => manager.state.subscribe(changed),
    [manager],
  );
  const state = useSyncExternalStore(subscribe, () => manager.state.getLatestValue());
  return {
    state,
    loadMore: useCallback(() => run('load-more'), [run]),
    retry: useCallback(() => run('reload'), [run]),
  };
}
