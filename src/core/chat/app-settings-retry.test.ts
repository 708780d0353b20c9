import { describe, expect, it } from 'vitest';
import { StreamChat, type AppSettingsAPIResponse } from 'stream-chat';
import { forgetFailedAppSettings } from './app-settings-retry.ts';

/** A client whose app-settings asks fail while `online.now` is false. */
function clientWithNetwork() {
  const online = { now: false };
  const client = new StreamChat('key', { allowServerSideConnect: true });
  client.userID = 'ana';
  client.user = { id: 'ana' };
  client.get = (() =>
    online.now
      ? Promise.resolve({ app: {}, duration: '1ms' } as AppSettingsAPIResponse)
      : Promise.reject(new Error('Network Error'))) as StreamChat['get'];
  return { client, online };
}

/** The upload check the SDK's composer makes before every upload. */
function uploadCheck(client: StreamChat) {
  const file = new File(['voice'], 'voice.wav', { type: 'audio/wav' });
  return client
    .channel('messaging', 'c1')
    .messageComposer.attachmentManager.getUploadConfigCheck(file);
}

/** Counts the client's asks to the chat server. */
function countAsks(client: StreamChat) {
  const asks = { count: 0 };
  const get = client.get.bind(client);
  client.get = ((...args: Parameters<StreamChat['get']>) => {
    asks.count++;
    return get(...args);
  }) as StreamChat['get'];
  return asks;
}

describe('the app settings read before uploads', () => {
  it('are asked again after an ask failed offline, so a later upload goes', async () => {
    const { client, online } = clientWithNetwork();
    forgetFailedAppSettings(client);
    const asks = countAsks(client);
    // Offline: no rules known, so the upload is tried (and fails as uploads do offline).
    await expect(uploadCheck(client)).resolves.toEqual({ uploadBlocked: false });
    online.now = true;
    await expect(uploadCheck(client)).resolves.toEqual({ uploadBlocked: false });
    expect(asks.count).toBe(2);
  });

  it('a refusal from the chat server still fails the check', async () => {
    const { client } = clientWithNetwork();
    const refusal = Object.assign(new Error('denied'), { response: { status: 403 } });
    client.get = (() => Promise.reject(refusal)) as StreamChat['get'];
    forgetFailedAppSettings(client);
    await expect(uploadCheck(client)).rejects.toThrow('denied');
  });

  it('are asked once while they answer', async () => {
    const { client, online } = clientWithNetwork();
    online.now = true;
    forgetFailedAppSettings(client);
    const asks = countAsks(client);
    await uploadCheck(client);
    await uploadCheck(client);
    expect(asks.count).toBe(1);
  });
});
