/**
 * The open conversation is watched (brought up to date) by the SDK as it mounts once the chat
 * socket is up; until then it shows what the device holds. A watch that fails without a refusal
 * (the network went while it was on its way, the server busy) would leave the SDK's bare error in
 * place of the conversation and its composer until the conversation is opened again: it opens
 * again at once from what the client holds, and the watch is tried again when the socket next
 * comes up (or after a while, if the socket never went). A refusal is said in words.
 */
import type { LoadingErrorIndicatorProps } from 'stream-chat-react';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { verdictFor } from '../../../core/outbox/task-verdict.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { followLink } from '../../../lib/router.ts';
import { useSocketSpell } from './use-socket-up.ts';

const RETRY_MS = 5_000;

export interface ChannelOpening {
  /** New after each failed watch: the SDK keeps its error until the conversation remounts. */
  attempt: number;
  /** Whether the SDK may watch the conversation (its `initializeOnMount`). */
  watch: boolean;
  failed: () => void;
}

export function useChannelOpening(): ChannelOpening {
  const spell = useSocketSpell();
  const [attempt, setAttempt] = useState(0);
  // The socket's spell a watch failed in: no watch again within it.
  const [heldIn, setHeldIn] = useState<number | null | undefined>(undefined);
  const held = heldIn !== undefined && heldIn === spell;
  const failed = useCallback(() => {
    setHeldIn(spell);
    setAttempt((n) => n + 1);
  }, [spell]);
  useEffect(() => {
    if (!held || spell === null) return undefined;
    const timer = setTimeout(() => setHeldIn(undefined), RETRY_MS);
    return () => clearTimeout(timer);
  }, [held, spell]);
  return { attempt, watch: spell !== null && !held, failed };
}

export const OpenFailedContext = createContext<() => void>(() => undefined);

/** The SDK's LoadingErrorIndicator for the open conversation. */
export function ChannelOpenFailed({ error }: LoadingErrorIndicatorProps) {
  const failed = useContext(OpenFailedContext);
  const refused = verdictFor(error, 'open-conversation').kind === 'refused';
  useEffect(() => {
    if (!refused) failed();
  }, [refused, failed]);
  if (!refused) return null;
  return (
    <div className="chat-empty chat-open-failed">
      <p role="alert">
        {t('That conversation does not exist, or you are not one of its members.')}
      </p>
      {/* A phone shows no list beside it. */}
      <a className="button primary" href="/" onClick={followLink}>
        {t('Go to your conversations')}
      </a>
    </div>
  );
}
