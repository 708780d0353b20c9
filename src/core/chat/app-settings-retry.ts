/**
 * The SDK reads the app settings (the upload rules) before every upload, asking the chat server
 * once and keeping that promise for the tab's life: one that failed (the network was down) stays
 * failed, and every later upload in the tab fails on it, network or not. A failed ask is
 * forgotten here, so the next upload asks again. An ask that got no answer at all (offline)
 * answers "no rules known" meanwhile: the upload is then tried, fails as uploads do offline
 * (shown failed, to retry), and the chat server applies its rules when it does get it; the SDK
 * would otherwise throw from the file picker, unhandled, and show nothing. An answer's rules are
 * given as the SDK's check can read them (upload-rules.ts).
 */
import type { AppSettingsAPIResponse, StreamChat } from 'stream-chat';
import { uploadRulesTheSdkReads } from './upload-rules.ts';
import { unanswered } from './unanswered.ts';

const NO_RULES_KNOWN: AppSettingsAPIResponse = { duration: '' };

export function forgetFailedAppSettings(client: StreamChat): void {
  const ask = client.getAppSettings.bind(client);
  client.getAppSettings = () => {
    const answer: ReturnType<StreamChat['getAppSettings']> = ask()
      .then(uploadRulesTheSdkReads)
      .catch((error: unknown) => {
        if (client.appSettingsPromise === answer) client.appSettingsPromise = undefined;
        if (unanswered(error)) return NO_RULES_KNOWN;
        throw error;
      });
    client.appSettingsPromise = answer;
    return answer;
  };
}
