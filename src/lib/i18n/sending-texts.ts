/**
 * The words of a message that did not go: refused for good by the chat server
 * (core/outbox/refusal-words.ts), or sent again with "Resend" when the device could not keep it
 * (features/chat/conversation/sending/kept-first-resend.ts). Part of messages.ts's TEXTS, in a
 * list of their own to keep that file within the size every module keeps to.
 */
export const SENDING_TEXTS = [
  'Not sent: {{reason}}',
  'Not sent: the conversation was deleted.',
  'Not sent: the message it answers was deleted.',
  'Not sent: the message is too long.',
  'Not sent: you cannot post in this conversation.',
  'This message could not be kept on this device to send again. Try again.',
] as const;
