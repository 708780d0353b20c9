/**
 * "Invite link" for a group, shown to members allowed to add members: make a link (how long it
 * lives, optionally how many times it may be used), copy it or hand it to the system's share
 * sheet, and see and revoke the group's live links, whoever made them. A link's token is shown
 * only when made: the database keeps its hash, never the link itself.
 */
import { useEffect, useState } from 'react';
import { useChatContext } from 'stream-chat-react';
import type { GroupInviteProps } from '../../ui/group-invite-slot.ts';
import { FormError } from '../../ui/field.tsx';
import { useActions } from '../../ui/use-actions.ts';
import { t } from '../../lib/i18n/translate.ts';
import { explainError } from '../../lib/error-words.ts';
import { inviteVerdict, MAX_USES } from '../../../shared/invite-token.ts';
import {
  createLink,
  groupLinks,
  inviteUrl,
  revokeLink,
  type GroupLink,
  type NewLink,
} from './invite-links-api.ts';
import { GroupLinkList } from './group-link-list.tsx';
import './invites.css';

const LIFETIMES = [1, 7, 30] as const;

function LinkActions({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  const url = inviteUrl(token);
  const shareable = typeof navigator.share === 'function';
  return (
    <>
      <p className="invite-link-url" aria-label={t('Invite link')}>
        {url}
      </p>
      <div className="details-actions">
        <button
          type="button"
          className="button primary small"
          onClick={() =>
            void navigator.clipboard
              .writeText(url)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? t('Copied') : t('Copy link')}
        </button>
        {shareable ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() =>
              void navigator
                .share({ title: t('Join my group on Parley'), url })
                .catch(() => undefined)
            }
          >
            {t('Share…')}
          </button>
        ) : null}
      </div>
    </>
  );
}

export function InviteLinkPanel({ type, id }: GroupInviteProps) {
  const { client } = useChatContext();
  const [links, setLinks] = useState<GroupLink[]>([]);
  const [made, setMade] = useState<NewLink | null>(null);
  const [days, setDays] = useState(7);
  const [uses, setUses] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const actions = useActions();

  useEffect(() => {
    let current = true;
    groupLinks({ type, id })
      .then(
        (found) =>
          current && setLinks(found.filter((link) => inviteVerdict(link, Date.now()) === 'ok')),
      )
      .catch(
        (e: unknown) =>
          current && setLoadError(explainError('The invite links could not be loaded.', e)),
      );
    return () => {
      current = false;
    };
  }, [type, id]);

  // An action's outcome replaces a failed load's words, as the panel has one error line.
  const act: typeof actions.act = (failure, action) => {
    setLoadError(null);
    return actions.act(failure, action);
  };

  const maxUses = uses.trim() === '' ? null : Number(uses);
  const usesValid =
    maxUses === null || (Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= MAX_USES);

  return (
    <section className="details-section invite-link" aria-labelledby="invite-link-title">
      <h3 id="invite-link-title">{t('Invite link')}</h3>
      <p className="muted">
        {t(
          'Anyone with the link can join this group, also without an account yet. It works until it expires, runs out of uses or you revoke it.',
        )}
      </p>
      {made ? <LinkActions token={made.token} /> : null}
      <div className="invite-link-options">
        <div className="field">
          <label htmlFor="invite-lifetime">{t('Expires after')}</label>
          <select
            id="invite-lifetime"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {LIFETIMES.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? t('1 day') : n === 7 ? t('7 days') : t('30 days')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invite-uses">{t('Number of uses (optional)')}</label>
          <input
            id="invite-uses"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_USES}
            value={uses}
            placeholder={t('No limit')}
            aria-invalid={!usesValid}
            onChange={(e) => setUses(e.target.value)}
          />
        </div>
      </div>
      <div className="details-actions">
        <button
          type="button"
          className={`button ${made ? 'secondary' : 'primary'} small`}
          disabled={actions.busy || !usesValid}
          onClick={() =>
            void act('The invite link could not be made.', async () => {
              const next = await createLink({ type, id }, days, maxUses);
              setMade(next);
              setLinks((prev) => [{ ...next.link, created_by: client.userID ?? '' }, ...prev]);
            })
          }
        >
          {made ? t('Make a new link') : t('Make a link')}
        </button>
      </div>
      <FormError message={actions.error ?? loadError} />
      <GroupLinkList
        cid={`${type}:${id}`}
        links={links}
        onRevoke={(link) =>
          void act('The invite link could not be revoked.', async () => {
            await revokeLink(link.id);
            setLinks((prev) => prev.filter((other) => other.id !== link.id));
            if (made?.link.id === link.id) setMade(null);
          })
        }
      />
    </section>
  );
}
