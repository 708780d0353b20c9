/**
 * The HTTP status of a successful answer, as the official client receives it: 201 for every
 * POST and PUT (Stream's client-side specs give 201 for all of them), 200 for GET, PATCH and
 * DELETE. stream-chat treats any 2xx alike; code of an app's own that reads the status does not.
 */
import { expect, it } from 'vitest';
import { chatForFile } from '../../support/chat-server.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice', { name: 'Alice' });

const seen: string[] = [];
alice.axiosInstance.interceptors.response.use((response) => {
  const path = new URL(response.config.url ?? '', 'http://x').pathname;
  seen.push(`${response.config.method?.toUpperCase()} ${path} ${response.status}`);
  return response;
});

it('answers 201 to POST and PUT, 200 to GET, PATCH and DELETE', async () => {
  const channel = alice.channel('messaging', 'statuses', { members: ['alice'] });
  await channel.watch();
  const { message } = await channel.sendMessage({ text: 'first' });
  await alice.partialUpdateMessage(message.id, { set: { color: 'blue' } });
  await alice.getMessage(message.id);
  await channel.updatePartial({ set: { topic: 'statuses' } });
  await alice.deleteMessage(message.id);
  expect(seen).toEqual([
    'POST /channels/messaging/statuses/query 201',
    'POST /channels/messaging/statuses/message 201',
    `PUT /messages/${message.id} 201`,
    `GET /messages/${message.id} 200`,
    'PATCH /channels/messaging/statuses 200',
    `DELETE /messages/${message.id} 200`,
  ]);
});
