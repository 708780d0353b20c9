/** The one chat client for the whole app, created with the app key (spec section 1). */
import { StreamChat } from 'stream-chat';
import { config } from '../config/load-config.ts';

const { streamApiKey, streamBaseUrl } = config();

export const chatClient = new StreamChat(streamApiKey);
if (streamBaseUrl) chatClient.setBaseURL(streamBaseUrl);
