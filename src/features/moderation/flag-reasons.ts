/** The reasons a person can give when flagging; the review queue shows them to moderators. */
import type { MessageKey } from '../../lib/i18n/messages.ts';

export const FLAG_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: string; label: MessageKey }[];

export type FlagReason = (typeof FLAG_REASONS)[number]['value'];
