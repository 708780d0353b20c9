/**
 * /join/<token>: follows an invite link for the signed-in person and opens its conversation.
 * Offline it says joining needs the network and keeps the link on screen, trying again by itself
 * once the device is back online; a refused link says why in words.
 */
import { useCallback, useEffect, useState } from 'react';
import { navigate } from '../../lib/router.ts';
import { channelPath } from '../../lib/routes.ts';
import { t } from '../../lib/i18n/translate.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { joinWithLink, type JoinResult } from './invite-links-api.ts';
import { refusalWords } from './join-refusals.ts';
import './invites.css';

type Phase = { kind: 'joining' } | { kind: 'offline' } | { kind: 'refused'; words: MessageKey };

/** Offline, the request is not even tried: the page says so at once. */
function follow(token: string): Promise<JoinResult> {
  return navigator.onLine ? joinWithLink(token) : Promise.resolve({ kind: 'offline' });
}

export function JoinPage({ token }: { token: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'joining' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void follow(token).then((result) => {
      if (!current) return;
      if (result.kind === 'joined') {
        navigate(channelPath(result.type, result.id), { replace: true });
      } else if (result.kind === 'offline') {
        setPhase({ kind: 'offline' });
      } else {
        setPhase({
          kind: 'refused',
          words: refusalWords(result.reason),
        });
      }
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setPhase({ kind: 'joining' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (phase.kind !== 'offline') return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [phase.kind, retry]);

  return (
    <main className="auth-page">
      <section className="auth-card join-card" aria-labelledby="join-title" aria-live="polite">
        <h1 id="join-title">{t('Join a conversation')}</h1>
        {phase.kind === 'joining' ? (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('Joining…')}
          </p>
        ) : phase.kind === 'offline' ? (
          <>
            <p role="alert">
              {t(
                'Joining needs the network. Your link is kept here: connect and it is followed by itself, or try again.',
              )}
            </p>
            <button type="button" className="button primary" onClick={retry}>
              {t('Try again')}
            </button>
          </>
        ) : (
          <p role="alert">{t(phase.words)}</p>
        )}
        <a className="button secondary" href="/">
          {t('Go to your conversations')}
        </a>
      </section>
    </main>
  );
}
