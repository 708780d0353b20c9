/**
 * The one chat client for the whole app, created once with the app's Stream key, and the
 * device copy of the chat it reads first. A failed connect keeps the user set
 * (`persistUserOnConnectionFailure`), so the screens can show that copy while offline.
 */
import { StreamChat } from 'stream-chat';
import { config } from '../config/load-config.ts';
import { ParleyOfflineDB } from './offline-db/parley-offline-db.ts';
import { reportStorageProblem } from './offline-db/storage-problems.ts';

const { streamApiKey, streamBaseUrl } = config();

export const chatClient = new StreamChat(streamApiKey, { persistUserOnConnectionFailure: true });
if (streamBaseUrl) chatClient.setBaseURL(streamBaseUrl);

export const offlineDb = new ParleyOfflineDB(chatClient, reportStorageProblem);
chatClient.setOfflineDBApi(offlineDb);
