/**
 * Everything about the open channel: members (add, remove, moderators), the user's invite, and
 * mute, archive, pin, hide, leave; slow mode and freeze for those allowed to change them.
 */
import { useEffect, useReducer, useState } from 'react';
import type { Channel, UserResponse } from 'stream-chat';
import { useChatContext } from 'stream-chat-react';
import { navigate } from '../../app/router.ts';
import { Modal } from './modal.tsx';
import { UserSearch } from './user-search.tsx';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { FormError } from '../../ui/field.tsx';

const SLOW_MODE_CHOICES = [0, 10, 30, 60, 300];

/** Re-renders on the channel's own events, so the panel never shows stale membership. */
function useChannelUpdates(channel: Channel): void {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscription = channel.on(() => refresh());
    const clientSub = channel.getClient().on('notification.channel_mutes_updated', () => refresh());
    return () => {
      subscription.unsubscribe();
      clientSub.unsubscribe();
    };
  }, [channel]);
}

function Details({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { client, setActiveChannel } = useChatContext();
  useChannelUpdates(channel);
  const [adding, setAdding] = useState<UserResponse[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = client.userID ?? '';
  const can = new Set(channel.data?.own_capabilities ?? []);
  const members = Object.values(channel.state.members);
  const membership = channel.state.membership;
  const invited =
    membership?.invited === true &&
    !membership.invite_accepted_at &&
    !membership.invite_rejected_at;
  const muted = channel.muteStatus().muted;
  const frozen = channel.data?.frozen === true;
  const cooldown = channel.data?.cooldown ?? 0;

  /** Runs one action at a time; `failure` says which one went wrong, before the reason. */
  async function act(failure: MessageKey, action: () => Promise<unknown>) {
    setBusy(failure);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(`${t(failure)} ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(null);
    }
  }

  async function leaveOrHide(kind: 'leave' | 'hide') {
    const failure = kind === 'leave' ? 'Leaving failed.' : 'Hiding failed.';
    await act(failure, async () => {
      if (kind === 'leave') await channel.removeMembers([me]);
      else await channel.hide();
      setActiveChannel(undefined);
      onClose();
      navigate('/');
    });
  }

  const disabled = busy !== null;
  return (
    <div className="channel-details" aria-busy={disabled}>
      <FormError message={error} />
      {invited ? (
        <section className="details-section">
          <h3>{t('You are invited')}</h3>
          <div className="details-actions">
            <button
              type="button"
              className="button primary small"
              disabled={disabled}
              onClick={() => act('Accepting the invite failed.', () => channel.acceptInvite())}
            >
              {t('Accept invite')}
            </button>
            <button
              type="button"
              className="button secondary small"
              disabled={disabled}
              onClick={() => act('Rejecting the invite failed.', () => channel.rejectInvite())}
            >
              {t('Reject invite')}
            </button>
          </div>
        </section>
      ) : null}

      <section className="details-section">
        <h3>{t('Members ({{count}})', { count: members.length })}</h3>
        <ul className="member-list">
          {members.map((member) => {
            const id = member.user_id ?? member.user?.id ?? '';
            const isModerator =
              member.is_moderator === true || member.channel_role === 'channel_moderator';
            return (
              <li key={id} className="member">
                <span className="member-name">
                  {member.user?.name || id}
                  {id === me ? ` ${t('(you)')}` : ''}
                </span>
                <span className="member-tags">
                  {isModerator ? <span className="tag">{t('Moderator')}</span> : null}
                  {member.invited && !member.invite_accepted_at ? (
                    <span className="tag">{t('Invited')}</span>
                  ) : null}
                </span>
                {can.has('update-channel-members') && id !== me ? (
                  <span className="member-actions">
                    <button
                      type="button"
                      className="button ghost small"
                      disabled={disabled}
                      onClick={() =>
                        act(
                          isModerator
                            ? 'Removing the moderator failed.'
                            : 'Making a moderator failed.',
                          () =>
                            isModerator
                              ? channel.demoteModerators([id])
                              : channel.addModerators([id]),
                        )
                      }
                    >
                      {isModerator ? t('Remove moderator') : t('Make moderator')}
                    </button>
                    <button
                      type="button"
                      className="button ghost small danger-text"
                      disabled={disabled}
                      onClick={() =>
                        act('Removing the member failed.', () => channel.removeMembers([id]))
                      }
                    >
                      {t('Remove')}
                    </button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {can.has('update-channel-members') ? (
          <details className="add-members">
            <summary>{t('Add or invite people')}</summary>
            <UserSearch
              selected={adding}
              exclude={members.map((m) => m.user_id ?? '')}
              onToggle={(user) =>
                setAdding((prev) =>
                  prev.some((u) => u.id === user.id)
                    ? prev.filter((u) => u.id !== user.id)
                    : [...prev, user],
                )
              }
            />
            <div className="details-actions">
              <button
                type="button"
                className="button primary small"
                disabled={disabled || adding.length === 0}
                onClick={() =>
                  act('Adding members failed.', async () => {
                    await channel.addMembers(adding.map((u) => u.id));
                    setAdding([]);
                  })
                }
              >
                {adding.length ? t('Add {{count}}', { count: adding.length }) : t('Add')}
              </button>
              <button
                type="button"
                className="button secondary small"
                disabled={disabled || adding.length === 0}
                onClick={() =>
                  act('Inviting failed.', async () => {
                    await channel.inviteMembers(adding.map((u) => u.id));
                    setAdding([]);
                  })
                }
              >
                {adding.length ? t('Invite {{count}}', { count: adding.length }) : t('Invite')}
              </button>
            </div>
          </details>
        ) : null}
      </section>

      <section className="details-section">
        <h3>{t('For you')}</h3>
        <div className="details-actions">
          {can.has('mute-channel') ? (
            <button
              type="button"
              className="button secondary small"
              disabled={disabled}
              onClick={() =>
                act(muted ? 'Unmuting failed.' : 'Muting failed.', () =>
                  muted ? channel.unmute() : channel.mute(),
                )
              }
            >
              {muted ? t('Unmute') : t('Mute')}
            </button>
          ) : null}
          <button
            type="button"
            className="button secondary small"
            disabled={disabled}
            onClick={() =>
              membership?.pinned_at
                ? act('Unpinning failed.', () => channel.unpin())
                : act('Pinning failed.', () => channel.pin())
            }
          >
            {membership?.pinned_at ? t('Unpin') : t('Pin to top')}
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={disabled}
            onClick={() =>
              membership?.archived_at
                ? act('Unarchiving failed.', () => channel.unarchive())
                : act('Archiving failed.', () => channel.archive())
            }
          >
            {membership?.archived_at ? t('Unarchive') : t('Archive')}
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={disabled}
            onClick={() => void leaveOrHide('hide')}
          >
            {t('Hide')}
          </button>
          {can.has('leave-channel') ? (
            <button
              type="button"
              className="button danger small"
              disabled={disabled}
              onClick={() => void leaveOrHide('leave')}
            >
              {t('Leave')}
            </button>
          ) : null}
        </div>
      </section>

      {can.has('set-channel-cooldown') || can.has('freeze-channel') ? (
        <section className="details-section">
          <h3>{t('Moderation')}</h3>
          {can.has('set-channel-cooldown') ? (
            <div className="field">
              <label htmlFor="slow-mode">{t('Slow mode')}</label>
              <select
                id="slow-mode"
                value={cooldown}
                disabled={disabled}
                onChange={(e) => {
                  const seconds = Number(e.target.value);
                  void act('Changing slow mode failed.', () =>
                    seconds ? channel.enableSlowMode(seconds) : channel.disableSlowMode(),
                  );
                }}
              >
                {SLOW_MODE_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {s === 0
                      ? t('Off')
                      : s < 60
                        ? t('{{count}} seconds between messages', { count: s })
                        : t('{{count}} minutes between messages', { count: s / 60 })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {can.has('freeze-channel') ? (
            <button
              type="button"
              className="button secondary small"
              disabled={disabled}
              onClick={() =>
                act(frozen ? 'Unfreezing failed.' : 'Freezing failed.', () =>
                  channel.updatePartial({ set: { frozen: !frozen } }),
                )
              }
            >
              {frozen ? t('Unfreeze conversation') : t('Freeze conversation')}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export function ChannelDetails({ onClose }: { onClose: () => void }) {
  const { channel } = useChatContext();
  if (!channel) return null;
  return (
    <Modal title={t('Conversation details')} onClose={onClose}>
      <Details channel={channel} onClose={onClose} />
    </Modal>
  );
}
