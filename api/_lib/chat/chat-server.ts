/** The chat server as the app's own back end sees it: the Stream server client, secret in hand. */
import { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';

export function chatServer(
  config: Pick<FunctionConfig, 'streamApiKey' | 'streamApiSecret' | 'streamBaseUrl'>,
): StreamChat {
  const chat = new StreamChat(config.streamApiKey, config.streamApiSecret, { timeout: 5_000 });
  if (config.streamBaseUrl) chat.setBaseURL(config.streamBaseUrl);
  return chat;
}
