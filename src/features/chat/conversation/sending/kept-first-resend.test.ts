import { afterEach, describe, expect, it } from 'vitest';
import { StreamChat, type LocalMessage } from 'stream-chat';
import { applyCatalogue } from '../../../../lib/i18n/translate.ts';
import fr from '../../../../lib/i18n/catalogues/fr.ts';
import { keptFirstResend } from './kept-first-resend.ts';

afterEach(() => applyCatalogue('en', null));

function failed(id: string, parentId?: string): LocalMessage {
  return {
    id,
    text: 'hi',
    type: 'regular',
    status: 'failed',
    ...(parentId && { parent_id: parentId }),
  } as unknown as LocalMessage;
}

/** Presses Resend on `message` with the socket down and a device that keeps or refuses. */
async function resend(message: LocalMessage, storage: 'keeps' | 'refuses') {
  const client = new StreamChat('key');
  const kept: string[] = [];
  const retried: string[] = [];
  const press = keptFirstResend(
    () => false,
    async ({ id }) => {
      if (storage === 'refuses')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      kept.push(id);
    },
    async ({ id }) => void retried.push(id),
    client.notifications,
  );
  await press(message);
  return { kept, retried, toasts: client.notifications.notifications };
}

describe('Resend on a failed message with the socket down', () => {
  it('keeps it, then sends it again, and says nothing', async () => {
    const { kept, retried, toasts } = await resend(failed('m1'), 'keeps');
    expect(kept).toEqual(['m1']);
    expect(retried).toEqual(['m1']);
    expect(toasts).toEqual([]);
  });

  it('a device that refuses to keep it: not sent again, and the person is told in words', async () => {
    const { kept, retried, toasts } = await resend(failed('m2'), 'refuses');
    expect(kept).toEqual([]);
    expect(retried).toEqual([]);
    expect(toasts.map(({ message, severity, tags }) => ({ message, severity, tags }))).toEqual([
      {
        message: 'This message could not be kept on this device to send again. Try again.',
        severity: 'error',
        tags: ['target:channel'],
      },
    ]);
  });

  it('a reply: the toast shows in its thread, in the page’s language', async () => {
    applyCatalogue('fr', fr);
    const { toasts } = await resend(failed('m3', 'parent'), 'refuses');
    expect(toasts.map(({ message, tags }) => ({ message, tags }))).toEqual([
      {
        message:
          'Ce message n’a pas pu être enregistré sur cet appareil pour être renvoyé. Réessayez.',
        tags: ['target:thread'],
      },
    ]);
  });
});
