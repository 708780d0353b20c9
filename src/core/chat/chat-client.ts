/**
 * The one chat client for the whole app, created once with the app's Stream key, and the
 * device copy of the chat it reads first: opened for the user who connects, forgotten at
 * sign-out. A failed connect keeps the user set (`persistUserOnConnectionFailure`), so the
 * screens can show that copy while offline. The device copy's modules come in this module's
 * chunk: the chat route needs them all, and small chunks of their own each cost a request and
 * compress apart.
 */
import { StreamChat } from 'stream-chat';
import { keepNewerComposerChanges } from './composer-keeps-newer-changes.ts';
import { forgetFailedAppSettings } from './app-settings-retry.ts';
import { keepThreadListForOffline } from './thread-list-offline.ts';
import { config } from '../../config/load-config.ts';
import { DeviceCopy } from '../device-copy/device-copy.ts';
import { OutboxTasks } from '../outbox/device-copy-tasks.ts';
import { reportStorageProblem } from '../device-copy/storage-problems.ts';
import { sessionEndedElsewhere } from '../sign-out/session-check.ts';
import { forgetLists, loadListFromDevice } from './device-channels.ts';
import { forgetDeviceSearch } from '../search/device-search.ts';
import {
  deleteAllChatData,
  deleteChatData,
  deleteOtherUsersChatData,
  type BeforeDeleting,
} from '../device-copy/removal.ts';

const { streamApiKey, streamBaseUrl } = config();

export const chatClient = new StreamChat(streamApiKey, { persistUserOnConnectionFailure: true });
if (streamBaseUrl) chatClient.setBaseURL(streamBaseUrl);
keepNewerComposerChanges(chatClient);
forgetFailedAppSettings(chatClient);

export const deviceCopy = new DeviceCopy(chatClient, {
  onProblem: reportStorageProblem,
  outbox: (device) => new OutboxTasks(chatClient, device, sessionEndedElsewhere),
});
chatClient.setOfflineDBApi(deviceCopy);
keepThreadListForOffline(chatClient, deviceCopy);

/**
 * Opens the user's device copy: the saved conversations go into the client first (`onShown` once
 * they are, so the screens paint before any network), then other people's data is removed and
 * the SDK's own use of the database starts (its init waits for a sync once the socket is up).
 */
export async function openDeviceCopy(userId: string, onShown: () => void): Promise<void> {
  deviceCopy.useUser(userId);
  await loadListFromDevice(chatClient, deviceCopy, userId, false);
  if (chatClient.userID === userId) onShown();
  await deleteOtherUsersChatData(userId);
  await deviceCopy.init(userId);
}

/** Sign-out: nothing of the user's chat stays on the device. */
export async function forgetDeviceCopy(userId: string): Promise<void> {
  forgetLists();
  forgetDeviceSearch();
  await deleteChatData(userId);
}

/** No one signed in: no one's chat stays; answers how many waiting messages went with it. */
export async function forgetEveryonesChat(beforeDeleting: BeforeDeleting): Promise<number> {
  forgetLists();
  forgetDeviceSearch();
  return deleteAllChatData(beforeDeleting);
}
