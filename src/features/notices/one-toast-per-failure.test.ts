import { describe, expect, it } from 'vitest';
import { StreamChat } from 'stream-chat';
import { keepOneToastPerFailure } from './one-toast-per-failure.ts';

function failure(client: StreamChat, message: string, error?: Error) {
  client.notifications.addError({
    message,
    origin: { emitter: 'test' },
    options: error ? { originalError: error } : {},
  });
}

describe('one toast per failure', () => {
  it('keeps the newest report of an error and every other notice', () => {
    const client = new StreamChat('key');
    const stop = keepOneToastPerFailure(client);
    const shared = new Error('refused');
    failure(client, 'from the composer', shared);
    failure(client, 'unrelated');
    failure(client, 'from the dialog', shared);
    failure(client, 'another failure', new Error('other'));
    expect(client.notifications.notifications.map((n) => n.message)).toEqual([
      'unrelated',
      'from the dialog',
      'another failure',
    ]);
    stop();
    failure(client, 'after stopping', shared);
    failure(client, 'after stopping again', shared);
    expect(client.notifications.notifications).toHaveLength(5);
  });
});
