/**
 * Requests about one message or several channels that Parley's screens do not offer, answered
 * through the official client as hosted answers them: a message action where no message carries
 * one (giphy is off), a translation as the Translation docs describe it, and deleting channels in
 * a batch.
 */
import { describe, expect, it } from 'vitest';
import type { MessageResponse } from 'stream-chat';
import { chatWithThree, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';

const { chat, alice, bob, carol } = await chatWithThree();
const server = chat.server();
const room = await watchTogether('requests', alice, bob);
const { message } = await room.sendMessage({ text: 'bonjour' });

describe('message actions', () => {
  it('checks the message and its form, then says a regular message has no actions', async () => {
    const none = await failure(room.sendAction(message.id, { image_action: 'shuffle' }));
    expect([none.status, none.code]).toEqual([400, 4]);
    expect(none.message).toContain('RunMessageAction failed');
    const missing = await failure(room.sendAction('no-such-message', { image_action: 'send' }));
    expect([missing.status, missing.code]).toEqual([404, 16]);
    // sendAction needs a watched channel, which carol, no member, cannot watch: the SDK's own post
    const outsider = await failure(
      carol.post(`${carol.baseURL}/messages/${message.id}/action`, {
        form_data: { image_action: 'send' },
      }),
    );
    expect(outsider.code).toBe(17);
  });
});

describe('translation', () => {
  it('answers the message with its i18n, keeps it and tells the watchers with message.updated', async () => {
    const updated = nextEvent(alice, 'message.updated', (e) => e.message?.id === message.id);
    // The spec's MessageActionResponse and the docs' `response.message.i18n`; the SDK's type
    // puts the message's fields at the top instead.
    const answer = (await bob.translateMessage(message.id, 'fr')) as { message?: MessageResponse };
    // No translation service offline: the translation is the text itself (a known difference).
    expect(answer.message?.i18n).toEqual({
      language: 'en',
      en_text: 'bonjour',
      fr_text: 'bonjour',
    });
    expect((await updated).message?.i18n).toMatchObject({ fr_text: 'bonjour' });
    expect((await alice.getMessage(message.id)).message.i18n).toMatchObject({ language: 'en' });
  });

  it('checks the message and the language first', async () => {
    const unknown = await failure(bob.translateMessage(message.id, 'klingon'));
    expect([unknown.status, unknown.code]).toEqual([400, 4]);
    const missing = await failure(bob.translateMessage('no-such-message', 'fr'));
    expect([missing.status, missing.code]).toEqual([404, 16]);
  });
});

describe('deleting channels in a batch', () => {
  it('deletes what the caller may delete and reports each channel, with a task only server-side', async () => {
    await alice.channel('messaging', 'gone-1', { members: ['alice'] }).create();
    await bob.channel('messaging', 'bobs', { members: ['bob', 'alice'] }).create();
    const deleted = bob.channel('messaging', 'bobs');
    const answer = await alice.deleteChannels(['messaging:gone-1', 'messaging:bobs']);
    expect(answer.result).toMatchObject({
      'messaging:gone-1': { status: 'success' },
      'messaging:bobs': { status: 'error' },
    });
    expect(answer.task_id).toBeUndefined();
    const left = await server.queryChannels({
      cid: { $in: ['messaging:gone-1', 'messaging:bobs'] },
    });
    expect(left.map((c) => c.id)).toEqual(['bobs']);
    expect((await deleted.query()).channel.id).toBe('bobs');

    await server.channel('messaging', 'gone-2', { created_by_id: 'alice' }).create();
    const batch = await server.deleteChannels(['messaging:gone-2'], { hard_delete: true });
    // each result is the spec's DeleteChannelsResultResponse; the SDK's type says a string
    expect(batch.result['messaging:gone-2'] as unknown).toEqual({ status: 'success' });
    expect(typeof batch.task_id).toBe('string');
    const task = await server.getTask(batch.task_id as string);
    expect(task).toMatchObject({ status: 'completed', task_id: batch.task_id });
  });

  it('refuses an empty or oversized batch', async () => {
    expect((await failure(alice.deleteChannels([]))).code).toBe(4);
    const many = Array.from({ length: 101 }, (_, i) => `messaging:c${i}`);
    expect((await failure(alice.deleteChannels(many))).code).toBe(4);
  });
});
