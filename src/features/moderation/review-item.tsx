/** One flagged message or user in the review queue, with what a moderator can do about it. */
import { useState } from 'react';
import type { ReviewQueueItem, UserResponse } from 'stream-chat';
import { t } from '../../lib/i18n/translate.ts';

export type ReviewAction = 'dismiss' | 'delete' | 'ban';

/** The fields the chat server adds to Stream's base item type (the message and users). */
export type ReviewEntry = ReviewQueueItem & {
  channel_cid?: string;
  entity_creator?: UserResponse;
  message?: { text?: string; type?: string };
  flags: { reason?: string; created_at: string; user?: UserResponse }[];
};

const MESSAGE = 'stream:chat:v1:message';

function who(user: UserResponse | undefined, fallback: string): string {
  return user?.name || user?.id || fallback;
}

export function ReviewItem({
  entry,
  onAction,
}: {
  entry: ReviewEntry;
  onAction: (entry: ReviewEntry, action: ReviewAction) => Promise<void>;
}) {
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const isMessage = entry.entity_type === MESSAGE;
  const author = who(entry.entity_creator, entry.entity_creator_id ?? t('unknown'));
  const deleted = entry.message?.type === 'deleted';
  const text = isMessage ? (entry.message?.text ?? entry.moderation_payload?.texts?.[0]) : null;

  async function act(action: ReviewAction) {
    setBusy(action);
    try {
      await onAction(entry, action);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="review-item" data-entity={entry.entity_id}>
      <div className="review-item-head">
        <span className="review-kind">{isMessage ? t('Message') : t('User')}</span>
        <span className="review-author">
          {isMessage ? t('by {{name}}', { name: author }) : author}
        </span>
        {entry.channel_cid ? <span className="review-channel">{entry.channel_cid}</span> : null}
        <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString()}</time>
      </div>
      {isMessage ? (
        <blockquote className="review-text">
          {deleted ? <em>{t('Message deleted')}</em> : text || <em>{t('No text')}</em>}
        </blockquote>
      ) : null}
      <ul className="review-flags" aria-label={t('Flags')}>
        {entry.flags.map((flag, index) => (
          <li key={index}>
            {who(flag.user, t('someone'))}: {flag.reason || t('no reason given')}
          </li>
        ))}
      </ul>
      <div className="review-actions">
        <button
          type="button"
          className="button ghost small"
          disabled={busy !== null}
          onClick={() => void act('dismiss')}
        >
          {t('Dismiss')}
        </button>
        {isMessage && !deleted ? (
          <button
            type="button"
            className="button secondary small"
            disabled={busy !== null}
            onClick={() => void act('delete')}
          >
            {t('Delete message')}
          </button>
        ) : null}
        <button
          type="button"
          className="button danger small"
          disabled={busy !== null}
          onClick={() => void act('ban')}
        >
          {t('Ban {{name}}', { name: author })}
        </button>
      </div>
    </li>
  );
}
