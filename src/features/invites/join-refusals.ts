/**
 * The join page's words for a link the join function refused, by the error code it answered
 * (api/_lib/invites/join-invite-handler.ts), so a person reads why in their own language.
 */
import type { MessageKey } from '../../lib/i18n/messages.ts';

const REASONS: Record<string, MessageKey> = {
  invite_unknown: 'This invite link does not exist. Check that it was copied whole.',
  invite_revoked: 'This invite link was revoked.',
  invite_expired: 'This invite link has expired. Ask for a new one.',
  invite_spent: 'This invite link has been used as many times as it allows. Ask for a new one.',
  invite_closed:
    'This invite link no longer works: the person who made it can no longer add people to the group.',
  rate_limited: 'Too many invite links were tried. Wait a few minutes and try again.',
};

/** The words for a refusal; a code without words of its own (a 503, say) says try again later. */
export function refusalWords(reason: string): MessageKey {
  return Object.hasOwn(REASONS, reason)
    ? (REASONS[reason] as MessageKey)
    : 'This invite link could not be followed. Try again later.';
}
