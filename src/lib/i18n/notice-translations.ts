/**
 * Provider notices whose SDK words differ from the spec's: stream-chat-react translates a
 * failed location share as "Failed to share location". In English Parley says the spec's
 * words; another language keeps the SDK's translation of its own.
 */
import type { Streami18n } from 'stream-chat-react';
import { LOCATION_SHARE_FAILED } from './notice-words.ts';

type NotificationTranslators = Parameters<
  Streami18n['translationBuilder']['registerTranslators']
>[1];
type Translator = NotificationTranslators[string];

const locationShareFailed: Translator = ({ t }) => {
  const sdkWords = 'Failed to share location';
  const translated = t(sdkWords);
  return translated === sdkWords ? LOCATION_SHARE_FAILED : translated;
};

export function applySpecNoticeWords(i18n: Streami18n): void {
  // By notification type, the way the SDK picks its own words (its topic buffers these until
  // it registers itself, so the order does not matter).
  i18n.translationBuilder.registerTranslators('notification', {
    'api:location:create:failed': locationShareFailed,
    'api:location:share:failed': locationShareFailed,
    'browser:location:position:failed': locationShareFailed,
  });
}
