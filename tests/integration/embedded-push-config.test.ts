/**
 * What the embedded stack sets up for Web Push at start: its VAPID pair kept in the data folder,
 * the public half in the page's runtime configuration, and the chat server's webhook pointing
 * new messages at the app's push function, as `npm run stream:configure` does for hosted Stream.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StreamChat } from 'stream-chat';
import { expect, it } from 'vitest';
import type { VapidKeys } from '../../emulators/push/vapid-keys.ts';
import { testStack } from '../support/test-stack.ts';

const stack = testStack();

it('keeps one VAPID pair in the data folder and gives the page its public half', async () => {
  const keys = JSON.parse(
    readFileSync(path.join(stack.dataDir, 'vapid-keys.json'), 'utf8'),
  ) as VapidKeys;
  expect(keys.publicKey).toBe(stack.vapidPublicKey);
  const html = await (await fetch(`${stack.appUrl}/`)).text();
  const content = /<meta name="parley-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<
    string,
    unknown
  >;
  expect(config.vapidPublicKey).toBe(keys.publicKey);
  expect(html).not.toContain(keys.privateKey);
});

it("points the chat server's webhook at the app's /api/stream-webhook for message.new", async () => {
  const server = new StreamChat(stack.chatApiKey, stack.chatApiSecret);
  server.setBaseURL(stack.chatUrl);
  const { app } = await server.getAppSettings();
  expect(app?.event_hooks).toContainEqual(
    expect.objectContaining({
      hook_type: 'webhook',
      enabled: true,
      webhook_url: `${stack.appUrl}/api/stream-webhook`,
      event_types: ['message.new'],
    }),
  );
});
