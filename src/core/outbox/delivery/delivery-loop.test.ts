import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverOutbox, flushUnderLock } from './delivery-loop.ts';
import {
  A,
  B,
  streamError,
  failed,
  noAnswer,
  ANSWER_LOST,
  label,
  FakeChat,
  MemoryTasks,
  send,
  edit,
  deletion,
  react,
  unreact,
  news,
  report,
} from './delivery-loop-fixture.ts';

describe('delivering the outbox', () => {
  it('delivers every task oldest first, takes each off the device, and passes on the sent messages', async () => {
    const server = new FakeChat(A, B);
    const tasks = [
      send(A, 'a1'),
      edit('a1', 'a1 edited', A),
      react(A, 'a1'),
      send(B, 'b1'),
      deletion('b1'),
    ];
    const store = new MemoryTasks(tasks);
    const told = news();

    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(5, 0, 0));
    expect(server.calls).toEqual(tasks.map(label));
    expect(store.left).toEqual([]);
    expect(told).toMatchObject({ delivered: ['a1', 'b1'], refused: [] });
    expect(server.messages.get('a1')).toMatchObject({ text: 'a1 edited' });
    expect(server.reactions.get('a1')).toEqual(new Set(['like']));
    expect(server.messages.get('b1')).toMatchObject({ type: 'deleted' });
  });

  it('counts a send the server took but whose answer was lost as delivered, once, at the next attempt', async () => {
    const server = new FakeChat(A);
    server.when('send-message a1', ANSWER_LOST);
    const store = new MemoryTasks([send(A, 'a1')]);
    const told = news();

    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 1));
    expect(store.left).toEqual(['send-message a1']);
    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(1, 0, 0));
    expect(store.left).toEqual([]);
    expect(server.calls).toEqual(['send-message a1', 'send-message a1']);
    expect(server.applied).toEqual(['send-message a1']);
    expect(told.refused).toEqual([]);
  });

  it.each([
    ['a message sent before under the same id', send(A, 'a0')],
    ['the deletion of a message already gone', deletion('gone')],
    ['taking back a reaction already taken back', unreact(A, 'a0')],
  ])('counts as delivered, not refused, %s', async (_name, task) => {
    const server = new FakeChat(A);
    server.has({ id: 'a0', cid: A });
    const store = new MemoryTasks([task]);
    const told = news();

    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(1, 0, 0));
    expect(store.left).toEqual([]);
    expect(server.applied).toEqual([]);
    expect(told.refused).toEqual([]);
  });

  describe('in slow mode', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('waits out the slow mode the server names, then delivers', async () => {
      const server = new FakeChat(A);
      server.slowMode(A, 7);
      const store = new MemoryTasks([send(A, 'a1')]);

      const flushing = deliverOutbox(server.chat, store, news().settled);
      await vi.advanceTimersByTimeAsync(6_999);
      expect(server.calls).toEqual(['send-message a1']);
      await vi.runAllTimersAsync();
      expect(await flushing).toEqual(report(1, 0, 0));
      expect(server.applied).toEqual(['send-message a1']);
      expect(store.left).toEqual([]);
    });

    it('leaves a task whose slow mode outlasts the loop waiting, holds its conversation behind it, and lets other conversations go', async () => {
      const server = new FakeChat(A, B);
      server.slowMode(A, 120);
      const store = new MemoryTasks([
        send(A, 'a1'),
        send(B, 'b1'),
        edit('a1', 'a1 edited', A),
        send(A, 'a2'),
        react(B, 'b1'),
      ]);

      const flushing = deliverOutbox(server.chat, store, news().settled);
      await vi.runAllTimersAsync();
      expect(await flushing).toEqual(report(2, 0, 3));
      expect(store.left).toEqual(['send-message a1', 'update-message a1', 'send-message a2']);
      expect(server.applied).toEqual(['send-message b1', 'send-reaction b1']);

      vi.advanceTimersByTime(120_000);
      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(3, 0, 0));
      expect(server.applied.slice(2)).toEqual([
        'send-message a1',
        'update-message a1',
        'send-message a2',
      ]);
    });
  });

  it.each([
    [
      'not allowed to post there',
      send(A, 'a1'),
      failed('SendMessage', 403, 17, 'user is not allowed to post in this channel'),
      { code: 17, reason: 'not allowed' },
    ],
    [
      'too long',
      send(A, 'a1'),
      failed('SendMessage', 400, 20, 'message is too long'),
      { code: 20, reason: 'too long' },
    ],
    [
      'its conversation is gone',
      send(B, 'b1'),
      undefined,
      { code: 16, reason: "Can't find channel", gone: 'conversation' },
    ],
    [
      'the server no longer has the message it answers',
      send(A, 'a1', 'a0'),
      failed('SendMessage', 400, 4, 'parent message "a0" does not exist'),
      { code: 4, reason: 'parent message "a0"', gone: 'parent' },
    ],
    [
      'an edit, its message gone',
      edit('gone', 'new text', A),
      undefined,
      { code: 16, reason: 'gone not found' },
    ],
    [
      'a reaction, its message gone',
      react(A, 'gone'),
      undefined,
      { code: 16, reason: 'gone not found' },
    ],
  ])('drops a task refused for good and reports why: %s', async (_name, task, fault, why) => {
    const server = new FakeChat(A);
    server.has({ id: 'a0', cid: A });
    if (fault) server.when(label(task), fault);
    const store = new MemoryTasks([task]);
    const told = news();

    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 1, 0));
    expect(store.left).toEqual([]);
    expect(told.refused).toEqual([
      {
        task: label(task),
        refusal: {
          kind: 'refused',
          code: why.code,
          message: expect.stringContaining(why.reason),
          ...('gone' in why ? { gone: why.gone } : {}),
        },
      },
    ]);
  });

  it('holds nothing up behind a refusal: the tasks after it, in its conversation too, still go', async () => {
    const server = new FakeChat(A);
    server.when('send-message a1', failed('SendMessage', 403, 17, 'not allowed'));
    const store = new MemoryTasks([send(A, 'a1'), send(A, 'a2')]);

    expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(1, 1, 0));
    expect(server.applied).toEqual(['send-message a2']);
  });

  it('leaves a refused message the caller keeps on the device, and never sends it again', async () => {
    const server = new FakeChat(A);
    server.when('send-message a1', failed('SendMessage', 403, 17, 'not allowed'));
    const store = new MemoryTasks([send(A, 'a1')]);
    // As the service worker does: the message stays, marked, until a tab has shown it.
    const told = news({
      keepRefused: (task) => task.type === 'send-message',
      onRefused: (task, refusal) => store.markRefused(task, refusal),
    });

    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 1, 0));
    expect(store.left).toEqual(['send-message a1']);
    expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 0));
    expect(server.calls).toEqual(['send-message a1']);
  });

  it.each([
    ['no answer comes', noAnswer],
    ['the server fails', () => streamError(500, -1, 'internal error')],
    ['a gateway answers without a body', () => streamError(502)],
    ['the server is unavailable', () => streamError(503)],
    ['the rate limit is hit', () => streamError(429, 9, 'Too many requests')],
  ])(
    'drops nothing and reports every task waiting when %s, then delivers them in order once it answers',
    async (_name, outage) => {
      const server = new FakeChat(A, B);
      const tasks = [send(A, 'a1'), react(A, 'a1'), send(B, 'b1')];
      const store = new MemoryTasks(tasks);
      const told = news();
      server.down = outage;

      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 3));
      expect(store.left).toEqual(tasks.map(label));
      expect(told.refused).toEqual([]);

      server.down = undefined;
      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(3, 0, 0));
      expect(server.applied).toEqual(tasks.map(label));
    },
  );

  describe('with two deliverers at once', () => {
    /** Web Locks in miniature: one holder of a name at a time, the others in line. */
    function memoryLocks() {
      const tails = new Map<string, Promise<unknown>>();
      return {
        request<T>(name: string, run: () => Promise<T>): Promise<T> {
          const result = (tails.get(name) ?? Promise.resolve()).then(run);
          tails.set(
            name,
            result.catch(() => undefined),
          );
          return result;
        },
      };
    }

    beforeEach(() => vi.stubGlobal('navigator', { locks: memoryLocks() }));
    afterEach(() => vi.unstubAllGlobals());

    it('delivers each task exactly once under the outbox lock, the second finding nothing left', async () => {
      const server = new FakeChat(A, B);
      const tasks = [send(A, 'a1'), edit('a1', 'a1 edited', A), react(A, 'a1'), send(B, 'b1')];
      const store = new MemoryTasks(tasks);
      const [tab, worker] = [news(), news()];

      const reports = await Promise.all([
        flushUnderLock(server.chat, store, 'me', tab.settled),
        flushUnderLock(server.chat, store, 'me', worker.settled),
      ]);
      expect(reports).toEqual([report(4, 0, 0), report(0, 0, 0)]);
      expect(server.calls).toEqual(tasks.map(label));
      expect([...tab.delivered, ...worker.delivered]).toEqual(['a1', 'b1']);
      expect(store.left).toEqual([]);
    });
  });
});
