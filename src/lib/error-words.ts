/**
 * Parley's one way of saying what went wrong: a translated sentence naming what failed, then the
 * detail the server or the browser gave. The detail comes after the sentence, never instead of
 * it, because stream-chat's and Supabase's messages are English and technical; a request that
 * never reached a server says so in plain words rather than the browser's "Failed to fetch".
 */
import { t } from './i18n/translate.ts';
import type { MessageKey } from './i18n/messages.ts';

const UNREACHABLE: MessageKey =
  'The server cannot be reached. Check your connection and try again.';

/** fetch() rejects with a TypeError when the request never got an answer. */
function neverAnswered(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'AuthRetryableFetchError')
  );
}

/**
 * A server that counts requests said no more for now: stream-chat's error has Stream's code 9,
 * supabase-js's the HTTP status 429. Their own words are English and technical.
 */
function rateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 9 || status === 429;
}

/** The detail of any thrown value: its own message, or plain words when it has none. */
export function errorDetail(error: unknown): string {
  if (neverAnswered(error)) return t(UNREACHABLE);
  if (rateLimited(error)) return t('Too many attempts. Wait a minute and try again.');
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return t('Something went wrong. Try again.');
}

/**
 * The sentence for a failure followed by its detail: a key with a `{{reason}}` placeholder gets
 * the detail there (so each language places it), any other key gets it after the sentence.
 */
export function explainError(failure: MessageKey, error: unknown): string {
  const reason = errorDetail(error);
  return failure.includes('{{reason}}') ? t(failure, { reason }) : `${t(failure)} ${reason}`;
}
