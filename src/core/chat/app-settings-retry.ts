/**
 * The SDK reads the app settings (the upload rules) before every upload, asking the chat server
 * once and keeping that promise for the tab's life: one that failed (the network was down) stays
 * failed, and every later upload in the tab fails on it, network or not. A failed ask is
 * forgotten here, so the next upload asks again.
 */
import type { StreamChat } from 'stream-chat';

export function forgetFailedAppSettings(client: StreamChat): void {
  const ask = client.getAppSettings.bind(client);
  client.getAppSettings = () => {
    const answer: ReturnType<StreamChat['getAppSettings']> = ask().catch((error: unknown) => {
      if (client.appSettingsPromise === answer) client.appSettingsPromise = undefined;
      throw error;
    });
    client.appSettingsPromise = answer;
    return answer;
  };
}
