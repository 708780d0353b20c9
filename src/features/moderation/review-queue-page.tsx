/**
 * The review queue for moderators and admins: open flagged messages and users, newest first,
 * from the chat provider's moderation API (the embedded chat server answers it locally).
 */
import { useCallback, useEffect, useState } from 'react';
import { chatClient } from '../../core/chat/chat-client.ts';
import { useConnection } from '../../core/connection/connection-controller.ts';
import { ReviewItem, type ReviewAction, type ReviewEntry } from './review-item.tsx';
import './moderation.css';
import { t } from '../../lib/i18n/translate.ts';
import { FormError } from '../../ui/field.tsx';
import { explainError } from '../../lib/error-words.ts';

async function submit(entry: ReviewEntry, action: ReviewAction): Promise<void> {
  const moderation = chatClient.moderation;
  if (action === 'dismiss') {
    await moderation.submitAction('mark_reviewed', entry.id);
  } else if (action === 'delete') {
    await moderation.submitAction('delete_message', entry.id, { delete_message: {} });
  } else {
    // A ban from a conversation's flag stays in that conversation; a flagged user is banned app-wide.
    await moderation.submitAction('ban', entry.id, {
      ban: { reason: entry.flags[0]?.reason ?? 'flagged', channel_ban_only: !!entry.channel_cid },
    });
  }
}

type QueueState = { items: ReviewEntry[]; error: null } | { items: null; error: string };

async function fetchQueue(): Promise<QueueState> {
  try {
    const { items } = await chatClient.moderation.queryReviewQueue(
      { reviewed: false },
      [{ created_at: -1 }],
      { limit: 50 },
    );
    return { items: items as ReviewEntry[], error: null };
  } catch (e) {
    const code = (e as { code?: number }).code;
    return {
      items: null,
      error:
        code === 17
          ? t('Only moderators and admins can see the review queue.')
          : explainError('Could not load the review queue: {{reason}}', e),
    };
  }
}

function Queue() {
  const [queue, setQueue] = useState<QueueState | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const load = useCallback(() => fetchQueue().then(setQueue), []);

  useEffect(() => {
    void load();
    // Flags raise no event for moderators, so the queue refreshes when they come back to it.
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [load]);

  async function onAction(entry: ReviewEntry, action: ReviewAction) {
    setActionError(null);
    try {
      await submit(entry, action);
    } catch (e) {
      setActionError(explainError('That did not work: {{reason}}', e));
    }
    await load();
  }

  const items = queue?.items;
  return (
    <>
      <div className="review-toolbar">
        <button type="button" className="button ghost small" onClick={() => void load()}>
          {t('Refresh')}
        </button>
      </div>
      <FormError message={actionError ?? queue?.error ?? null} />
      {queue === null ? <p role="status">{t('Loading the review queue…')}</p> : null}
      {items?.length === 0 ? (
        <p>{t('Nothing to review. Flagged messages and users appear here.')}</p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="review-list" aria-label={t('Flagged messages and users')}>
          {items.map((entry) => (
            <ReviewItem key={entry.id} entry={entry} onAction={onAction} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ReviewQueuePage() {
  const { state } = useConnection();
  return (
    <div className="settings-page review-page">
      <h1>{t('Review queue')}</h1>
      {state.phase === 'connected' ? (
        <Queue />
      ) : (
        <p>{t('The review queue appears here once Parley is connected.')}</p>
      )}
    </div>
  );
}
