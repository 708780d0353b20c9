/**
 * Custom events as the watchers and `POST /sync` get them: where, when and from whom is always the
 * server's word, whatever the sender's body says, and an event past hosted Stream's 5 KB cap is
 * refused with Stream's error and neither delivered nor kept.
 */
import { describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { chatForFile, postEvent } from '../../support/chat-server.ts';
import { failure, nextEvent, recordEvents } from '../../support/chat-answers.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
const cid = 'messaging:custom-events';
await alice.channel('messaging', 'custom-events', { members: ['alice', 'bob'] }).watch();
const bobs = bob.channel('messaging', 'custom-events');
await bobs.watch();

const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();
const kept = async (type: string): Promise<Event[]> =>
  (await alice.sync([cid], aMinuteAgo())).events.filter((e) => e.type === type);

describe('custom events', () => {
  it('carry the server’s time, channel and sender, whatever the body claims', async () => {
    const delivered = nextEvent(alice, 'friendship_request');
    const before = Date.now();
    await postEvent(bobs, {
      type: 'friendship_request',
      text: 'hello',
      created_at: '2999-01-01T00:00:00.000Z',
      cid: 'messaging:elsewhere',
      channel_id: 'elsewhere',
      channel_type: 'team',
      user: { id: 'alice' },
    });
    const after = Date.now();
    for (const event of [await delivered, ...(await kept('friendship_request'))]) {
      expect(event).toMatchObject({
        text: 'hello',
        cid,
        channel_id: 'custom-events',
        channel_type: 'messaging',
      });
      expect(event.user?.id).toBe('bob');
      const at = Date.parse(event.created_at ?? '');
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('refuses one over 5 KB with Stream’s error, delivering and keeping nothing; one under it goes', async () => {
    const events = recordEvents(alice);
    const error = await failure(postEvent(bobs, { type: 'too_big', text: 'x'.repeat(5200) }));
    expect(error).toMatchObject({ code: 4, status: 400 });
    expect(error.message).toMatch(/SendEvent failed with error: "event payload must be at most/);
    await postEvent(bobs, { type: 'fits', text: 'y'.repeat(4900) });
    await chat.settle([alice]);
    expect(events.map((e) => e.type)).not.toContain('too_big');
    expect(events.map((e) => e.type)).toContain('fits');
    expect(await kept('too_big')).toEqual([]);
    expect(await kept('fits')).toHaveLength(1);
  });
});
