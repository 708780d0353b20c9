/**
 * Keeps the address and the open channel and thread in step, both ways: deep links open them,
 * and opening them from the UI updates the address (so back and reload work).
 */
import { useEffect, useRef } from 'react';
import { formatMessage, type Channel, type StreamChat } from 'stream-chat';
import { useChannelActionContext, useChannelStateContext, useChatContext } from 'stream-chat-react';
import { navigate } from '../../lib/router.ts';
import { channelPath } from '../../lib/routes.ts';
import { t } from '../../lib/i18n/translate.ts';
import { addAppError } from '../../core/chat/app-toasts.ts';
import { deviceCopy } from '../../core/chat/chat-client.ts';
import { channelFromDevice } from '../../core/chat/device-channels.ts';

class NotOnDevice extends Error {}

/** How long a link waits for a connection still being made before it says "not saved here". */
const CONNECT_WAIT_MS = 5_000;

/**
 * Whether the chat socket is up, or comes up soon: the SDK holds a query until it is (for as long
 * as it is away), so a link is not left waiting on a device that is offline, or only believes it
 * is online.
 */
function socketUp(client: StreamChat): Promise<boolean> {
  if (client.wsConnection?.isHealthy) return Promise.resolve(true);
  if (!navigator.onLine) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (up: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      subscription.unsubscribe();
      resolve(up);
    };
    const offline = () => settle(false);
    const timer = setTimeout(() => settle(false), CONNECT_WAIT_MS);
    window.addEventListener('offline', offline);
    const subscription = client.on('connection.changed', ({ online }) => {
      if (online) settle(true);
    });
  });
}

/**
 * The linked conversation: from the device when saved there (the channel view watches it once
 * the socket is up), else watched now; offline and not saved, NotOnDevice.
 */
async function openChannel(client: StreamChat, cid: string): Promise<Channel> {
  const saved = await channelFromDevice(client, deviceCopy, cid);
  if (saved) return saved;
  if (!(await socketUp(client))) throw new NotOnDevice();
  const [type = '', id = ''] = cid.split(':');
  const next = client.channel(type, id);
  await next.watch();
  return next;
}

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
    let current = true;
    openChannel(client, `${wanted.type}:${wanted.id}`)
      .then((next) => {
        if (current) setActiveChannel(next);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // A link to a conversation that is gone, not the visitor's, or not saved while offline:
        // say so, then the list.
        addAppError(
          client,
          error instanceof NotOnDevice
            ? t('That conversation is not saved on this device. It opens once you are back online.')
            : t('That conversation does not exist, or you are not one of its members.'),
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
  // The SDK makes its thread actions anew at each render of the conversation: the address is
  // followed when it changes, never again because a render made them (which, between a thread
  // closed and its address changed, opened it again).
  const actions = useRef({ openThread, closeThread });
  useEffect(() => {
    openIdRef.current = openId;
    actions.current = { openThread, closeThread };
  });

  // Address → open thread.
  useEffect(() => {
    if (!threadId) {
      if (openIdRef.current) actions.current.closeThread();
      return;
    }
    if (openIdRef.current === threadId) return;
    let current = true;
    // The parent as the conversation shows it (so a thread opens offline), else the server's.
    const shown = channel.state.findMessage(threadId);
    (shown
      ? Promise.resolve(shown)
      : client.getMessage(threadId).then(({ message }) => formatMessage(message))
    )
      .then((parent) => {
        if (current) actions.current.openThread(parent);
      })
      .catch(() => {
        if (current && channel.id)
          navigate(channelPath(channel.type, channel.id), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [threadId, client, channel]);

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
