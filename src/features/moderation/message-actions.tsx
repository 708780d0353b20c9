/**
 * The SDK's message action set with two changes: flagging asks for a reason (the SDK's own Flag
 * sends none, and moderators need one), and people who may ban in the channel get Ban / Unban.
 */
import { lazy, Suspense, useEffect, useReducer, useState } from 'react';
import {
  ContextMenuButton,
  GlobalModal,
  MessageActions,
  defaultMessageActionSet,
  useChannelStateContext,
  useChatContext,
  useContextMenuContext,
  useMessageContext,
  useComponentContextIcons,
  useNotificationApi,
  useTranslationContext,
  type ContextMenuItemProps,
  type MessageActionSetItem,
} from 'stream-chat-react';
import type { FlagChoice } from './flag-dialog.tsx';
import './moderation.css';
import { t } from '../../lib/i18n/translate.ts';

const ITEM_CLASS = 'str-chat__message-actions-list-item-button';

// Fetched the first time someone flags a message, not with every conversation.
const FlagDialog = lazy(() => import('./flag-dialog.tsx').then((m) => ({ default: m.FlagDialog })));

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function FlagWithReason(props: ContextMenuItemProps) {
  const { closeMenu } = useContextMenuContext();
  const { client } = useChatContext();
  const { message } = useMessageContext();
  const { addNotification } = useNotificationApi();
  const { t: sdkT } = useTranslationContext();
  const { IconFlag } = useComponentContextIcons();
  const [open, setOpen] = useState(false);
  const author = message.user;

  function close() {
    setOpen(false);
    closeMenu();
  }

  async function send({ reason, alsoUser }: FlagChoice) {
    try {
      await client.flagMessage(message.id, { reason });
      if (alsoUser && author) await client.flagUser(author.id, { reason });
      addNotification({
        context: { message },
        emitter: 'MessageActions',
        message: 'Message has been successfully flagged',
        severity: 'success',
        type: 'api:message:flag:success',
      });
    } catch (error) {
      addNotification({
        context: { message },
        emitter: 'MessageActions',
        message: errorText(error, 'Error adding flag'),
        severity: 'error',
        type: 'api:message:flag:failed',
      });
    }
    close();
  }

  return (
    <>
      <ContextMenuButton
        {...props}
        aria-label={sdkT('aria/Flag Message')}
        className={ITEM_CLASS}
        Icon={IconFlag}
        onClick={() => setOpen(true)}
      >
        {sdkT('Flag')}
      </ContextMenuButton>
      <GlobalModal open={open} onClose={close} aria-label={t('Flag message')}>
        {open ? (
          <Suspense fallback={null}>
            <FlagDialog
              authorName={author?.name || author?.id || t('the author')}
              onCancel={close}
              onSubmit={send}
            />
          </Suspense>
        ) : null}
      </GlobalModal>
    </>
  );
}

/** Re-renders on ban changes, so the item reads Ban or Unban correctly. */
function useBanUpdates(): void {
  const { channel } = useChannelStateContext();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subs = [channel.on('user.banned', refresh), channel.on('user.unbanned', refresh)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [channel]);
}

function BanUser(props: ContextMenuItemProps) {
  const { closeMenu } = useContextMenuContext();
  const { channel } = useChannelStateContext();
  const { client } = useChatContext();
  const { message } = useMessageContext();
  const { addNotification } = useNotificationApi();
  useBanUpdates();
  const target = message.user;
  const allowed = (channel.data?.own_capabilities ?? []).includes('ban-channel-members');
  if (!allowed || !target || target.id === client.userID) return null;
  const banned = channel.state.members[target.id]?.banned === true;
  const name = target.name || target.id;

  async function toggle() {
    if (!target) return;
    try {
      if (banned) await channel.unbanUser(target.id);
      else await channel.banUser(target.id, { reason: 'Banned by a moderator' });
      // What the chat service tells this channel's watchers, told here at once: the item reads
      // the opposite action even when the socket is away or its event comes late.
      client.dispatchEvent({
        type: banned ? 'user.unbanned' : 'user.banned',
        cid: channel.cid,
        channel_id: channel.id,
        channel_type: channel.type,
        user: target,
        created_at: new Date().toISOString(),
      });
      addNotification({
        emitter: 'MessageActions',
        message: banned ? `${name} has been unbanned` : `${name} has been banned`,
        severity: 'success',
        type: banned ? 'api:user:unban:success' : 'api:user:ban:success',
      });
    } catch (error) {
      addNotification({
        emitter: 'MessageActions',
        message: errorText(error, banned ? 'Error unbanning a user' : 'Error banning a user'),
        severity: 'error',
        type: banned ? 'api:user:unban:failed' : 'api:user:ban:failed',
      });
    }
    closeMenu();
  }

  return (
    <ContextMenuButton
      {...props}
      className={ITEM_CLASS}
      variant={banned ? undefined : 'destructive'}
      onClick={toggle}
    >
      {banned ? t('Unban user') : t('Ban user')}
    </ContextMenuButton>
  );
}

const ACTION_SET: MessageActionSetItem[] = [
  ...defaultMessageActionSet.map((item) =>
    item.placement === 'dropdown' && item.type === 'flag'
      ? { ...item, Component: FlagWithReason }
      : item,
  ),
  { Component: BanUser, placement: 'dropdown', type: 'banUser' },
];

export function ParleyMessageActions() {
  return <MessageActions messageActionSet={ACTION_SET} />;
}
