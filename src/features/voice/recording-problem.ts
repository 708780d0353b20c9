/**
 * Why the microphone would not start, in words that say what to do. The browser names the
 * failure (a DOMException's `name`); the SDK's recorder hands it on without showing anything.
 */
import { t } from '../../lib/i18n/translate.ts';

export function recordingProblemWords(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return t(
        'Parley may not use your microphone. Allow microphone access for this site in your browser, then press record again.',
      );
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('No microphone was found. Connect one, then press record again.');
    case 'NotReadableError':
    case 'AbortError':
      return t('The microphone is busy or not working. Close other apps using it, then try again.');
    default:
      return t('This browser cannot record voice messages. Try another browser.');
  }
}
