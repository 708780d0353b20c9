/**
 * Keeps the address and the open channel and thread in step, both ways: deep links open them,
 * and opening them from the UI updates the address (so back and reload work).
 */
import { useEffect, useRef } from 'react';
import { formatMessage } from 'stream-chat';
import { useChannelActionContext, useChannelStateContext, useChatContext } from 'stream-chat-react';
import { navigate } from '../../app/router.ts';
import { channelPath } from '../../app/routes.ts';
import { t } from '../../lib/i18n/translate.ts';
import { addAppError } from '../notices/app-notices.tsx';

export function ActiveChannelSync({ target }: { target?: { type: string; id: string } }) {
  const { client, channel, setActiveChannel } = useChatContext();
  const targetKey = target ? `${target.type}:${target.id}` : null;
  const targetRef = useRef(target);
  // Declared first, so the effects below read this render's address.
  useEffect(() => {
    targetRef.current = target;
  });

  // Address → open channel.
  useEffect(() => {
    const wanted = targetRef.current;
    if (!wanted) {
      setActiveChannel(undefined);
      return;
    }
    if (channel?.cid === targetKey) return;
    const next = client.channel(wanted.type, wanted.id);
    let current = true;
    next
      .watch()
      .then(() => {
        if (current) setActiveChannel(next);
      })
      .catch(() => {
        if (!current) return;
        // A link to a conversation that is gone, or not the visitor's: say so, then the list.
        addAppError(
          client,
          t('That conversation does not exist, or you are not one of its members.'),
          'channel:not-found',
        );
        navigate('/', { replace: true });
      });
    return () => {
      current = false;
    };
    // Only a new address should open a channel; the channel itself is compared, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, client, setActiveChannel]);

  // Open channel (a click in the list) → address.
  useEffect(() => {
    if (!channel?.id) return;
    const wanted = targetRef.current;
    if (wanted && wanted.type === channel.type && wanted.id === channel.id) return;
    navigate(channelPath(channel.type, channel.id));
  }, [channel]);

  return null;
}

export function ThreadSync({ threadId }: { threadId?: string }) {
  const { client } = useChatContext();
  const { channel, thread } = useChannelStateContext();
  const { openThread, closeThread } = useChannelActionContext();
  const openId = thread?.id;
  const openIdRef = useRef(openId);
  useEffect(() => {
    openIdRef.current = openId;
  });

  // Address → open thread.
  useEffect(() => {
    if (!threadId) {
      if (openIdRef.current) closeThread();
      return;
    }
    if (openIdRef.current === threadId) return;
    let current = true;
    client
      .getMessage(threadId)
      .then(({ message }) => {
        if (current) openThread(formatMessage(message));
      })
      .catch(() => {
        if (current && channel.id)
          navigate(channelPath(channel.type, channel.id), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [threadId, client, channel, openThread, closeThread]);

  // Open thread → address.
  const previousId = useRef(openId);
  useEffect(() => {
    const was = previousId.current;
    previousId.current = openId;
    if (!channel.id || openId === threadId) return;
    // Nothing opened or closed yet: the linked thread is still loading.
    if (openId === undefined && was === undefined) return;
    navigate(channelPath(channel.type, channel.id, openId));
    // The address follows the thread, not the other way round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  return null;
}
