/**
 * The words of pictures and voice messages in a conversation (features/share/waiting-pictures.tsx,
 * features/voice/), part of messages.ts's TEXTS, in a list of their own to keep that file within
 * the size every module keeps to.
 */
export const MEDIA_TEXTS = [
  'Picture waiting for the network',
  'Voice message waiting for the network',
  'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.',
  'No microphone was found. Connect one, then press record again.',
  'The microphone is busy or not working. Close other apps using it, then try again.',
  'This browser cannot record voice messages. Try another browser.',
  'Voice messages stop at {{limit}}. Listen, then send or delete it.',
  'Time left: {{time}}',
] as const;
