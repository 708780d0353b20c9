/**
 * Points the embedded chat server's webhook at the app's push function, with the same setup
 * `npm run stream:configure` applies to hosted Stream, so both are set up alike.
 */
import { StreamChat } from 'stream-chat';
import { WEBHOOK_PATH, configureStreamApp } from '../../shared/stream-app-setup.ts';
import type { ChatInfo } from '../stack-types.ts';

export async function configureChatWebhook(chat: ChatInfo, appUrl: string): Promise<void> {
  const client = new StreamChat(chat.apiKey, chat.apiSecret);
  client.setBaseURL(chat.url);
  await configureStreamApp(client, { webhookUrl: new URL(WEBHOOK_PATH, appUrl).href });
}
