/** Why the chat server refused a message for good, in words: on the message, and at sign-out. */
import { t } from '../../lib/i18n/translate.ts';
import type { Refusal } from './task-verdict.ts';

/** The words for a refusal because what the message belonged to was deleted while it waited. */
export function goneWords(gone: NonNullable<Refusal['gone']>): string {
  return gone === 'parent'
    ? t('Not sent: the message it answers was deleted.')
    : t('Not sent: the conversation was deleted.');
}

/** The server's reason in words; its own text when it has no code we know. */
export function refusalWords(error: { code?: number | null; message?: string; gone?: unknown }) {
  if (error.gone === 'parent' || error.gone === 'conversation') return goneWords(error.gone);
  if (error.code === 17) return t('Not sent: you cannot post in this conversation.');
  if (error.code === 20) return t('Not sent: the message is too long.');
  const reason = (error.message ?? '')
    .replace(/^\w+ failed with error: /, '')
    .replace(/^"|"$/g, '');
  return t('Not sent: {{reason}}', { reason });
}
