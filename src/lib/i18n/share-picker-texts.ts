/**
 * The share picker's words (features/share/share-picker.tsx), part of messages.ts's TEXTS, in a
 * list of their own to keep that file within the size every module keeps to.
 */
export const SHARE_PICKER_TEXTS = [
  'Share to a conversation',
  'This share is no longer on this device.',
  '“{{name}}” is larger than 10 MB, the most Parley shares per picture.',
  'Parley shares pictures (PNG, JPEG, GIF or WebP); “{{name}}” is not one.',
  'Parley shares up to 10 pictures at a time; this share had {{count}}.',
  'This share is larger than Parley takes: up to 10 pictures of 10 MB each.',
  'This share could not be read. Try sharing again.',
  'Something was shared with Parley. Nothing is sent until you choose a conversation and send it.',
  'Search conversations',
  'No conversations on this device yet: start one, then share again.',
] as const;
