/**
 * Who made a link, in the words the group's list shows: "you", or their name as the chat client
 * knows it (their user id is all the list function answers). Someone the client no longer knows
 * (they left the group) is a former member rather than an id nobody can read.
 */
import { t } from '../../lib/i18n/translate.ts';

export function linkMaker(
  maker: string,
  me: string,
  nameOf: (userId: string) => string | undefined,
): string {
  if (maker === me) return t('Made by you');
  const name = nameOf(maker)?.trim();
  return name ? t('Made by {{name}}', { name }) : t('Made by a former member');
}
