/** The reasons a person can give when flagging; the review queue shows them to moderators. */
export const FLAG_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'other', label: 'Something else' },
] as const;

export type FlagReason = (typeof FLAG_REASONS)[number]['value'];
