import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event, MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import { deliverOutbox, flushUnderLock, type Settled, type TaskStore } from './delivery-loop.ts';
import type { Refusal } from './task-verdict.ts';

const A = 'messaging:a';
const B = 'messaging:b';

/** What stream-chat throws for an error answer (errorFromResponse in its client.ts). */
function streamError(status: number, code?: number, message = '') {
  const data = code === undefined ? {} : { code, message, StatusCode: status };
  const text =
    code === undefined
      ? `StreamChat error HTTP code: ${status}`
      : `StreamChat error code ${code}: ${message}`;
  return Object.assign(new Error(text), { code: code ?? null, status, response: { status, data } });
}

/** Stream names the failing operation before its reason. */
const failed = (operation: string, status: number, code: number, reason: string) =>
  streamError(status, code, `${operation} failed with error: "${reason}"`);

/** What axios throws when no answer comes (stream-chat passes it on as it is). */
const noAnswer = () =>
  Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', isAxiosError: true });

/** The server acted, and its answer never arrived. */
const ANSWER_LOST = 'answer lost';
type Fault = Error | typeof ANSWER_LOST;

interface ServerMessage {
  id: string;
  cid: string;
  text?: string;
  parent_id?: string;
  type: string;
  deleted_at?: string;
}

const label = (task: PendingTask) => `${task.type} ${task.messageId}`;

/**
 * The chat server as far as the loop reaches it: it answers each request the way Stream does,
 * unless a fault is planned for it (`when`) or it is down.
 */
class FakeChat {
  readonly messages = new Map<string, ServerMessage>();
  readonly reactions = new Map<string, Set<string>>();
  /** Every request that reached the server, as `operation id`. */
  readonly calls: string[] = [];
  /** The requests the server acted on. */
  readonly applied: string[] = [];
  readonly events: Event[] = [];
  down: (() => Error) | undefined;
  private readonly conversations: Set<string>;
  private readonly slowUntil = new Map<string, number>();
  private readonly faults = new Map<string, Fault[]>();

  constructor(...cids: string[]) {
    this.conversations = new Set(cids);
  }

  /** The next requests `call` (`operation id`) meet these faults, one each. */
  when(call: string, ...faults: Fault[]): void {
    this.faults.set(call, [...(this.faults.get(call) ?? []), ...faults]);
  }

  /** Slow mode in a conversation: no message goes there for `seconds` from now. */
  slowMode(cid: string, seconds: number): void {
    this.slowUntil.set(cid, Date.now() + seconds * 1000);
  }

  has(message: Omit<ServerMessage, 'type'> & { type?: string }): void {
    this.messages.set(message.id, { type: 'regular', ...message });
  }

  readonly client = {
    channel: (type: string, id: string) => {
      const cid = `${type}:${id}`;
      return {
        cid,
        _sendMessage: (message: { id: string; text?: string; parent_id?: string }) =>
          this.request('send-message', message.id, () => this.sendMessage(cid, message)),
        _sendReaction: (messageId: string, reaction: { type: string }) =>
          this.request('send-reaction', messageId, () => {
            this.existing('SendReaction', messageId);
            const types = this.reactions.get(messageId) ?? new Set();
            this.reactions.set(messageId, types.add(reaction.type));
            return {};
          }),
        _deleteReaction: (messageId: string, type: string) =>
          this.request('delete-reaction', messageId, () => {
            if (!this.reactions.get(messageId)?.delete(type)) {
              throw failed('DeleteReaction', 404, 16, `reaction of type "${type}" not found`);
            }
            return {};
          }),
      };
    },
    _updateMessage: (message: { id: string; text?: string }) =>
      this.request('update-message', message.id, () => {
        this.existing('UpdateMessage', message.id).text = message.text;
        return {};
      }),
    _deleteMessage: (id: string) =>
      this.request('delete-message', id, () => {
        const found = this.existing('DeleteMessage', id);
        Object.assign(found, { type: 'deleted', deleted_at: new Date().toISOString() });
        return {};
      }),
    getMessage: (id: string) =>
      this.request('get-message', id, () => ({ message: { ...this.existing('GetMessage', id) } })),
    dispatchEvent: (event: Event) => void this.events.push(event),
  };

  get chat(): StreamChat {
    return this.client as unknown as StreamChat;
  }

  private async request<T>(operation: string, id: string, act: () => T): Promise<T> {
    const call = `${operation} ${id}`;
    this.calls.push(call);
    const fault = this.faults.get(call)?.shift();
    if (this.down) throw this.down();
    if (fault instanceof Error) throw fault;
    const answer = act();
    if (operation !== 'get-message') this.applied.push(call);
    if (fault === ANSWER_LOST) throw noAnswer();
    return answer;
  }

  private existing(operation: string, id: string): ServerMessage {
    const found = this.messages.get(id);
    if (!found) throw failed(operation, 404, 16, `message with id ${id} not found`);
    return found;
  }

  private sendMessage(cid: string, message: { id: string; text?: string; parent_id?: string }) {
    if (!this.conversations.has(cid)) {
      throw failed('SendMessage', 404, 16, `Can't find channel with id "${cid}"`);
    }
    const wait = (this.slowUntil.get(cid) ?? 0) - Date.now();
    if (wait > 0) {
      const reason = `slow mode is on (wait ${Math.ceil(wait / 1000)} more)`;
      throw failed('SendMessage', 403, 60, reason);
    }
    if (this.messages.has(message.id)) {
      throw failed('SendMessage', 400, 4, `message with id ${message.id} already exists`);
    }
    const parent = message.parent_id;
    if (parent && !this.messages.has(parent)) {
      throw failed('SendMessage', 400, 4, `parent message "${parent}" does not exist`);
    }
    const stored = { ...message, cid, type: parent ? 'reply' : 'regular' };
    this.messages.set(message.id, stored);
    return { message: { ...stored } as MessageResponse };
  }
}

/** A device's task store in memory: ids in the order written, a fresh copy on each read. */
class MemoryTasks implements TaskStore {
  private tasks: PendingTask[] = [];

  constructor(tasks: PendingTask[]) {
    this.tasks = tasks.map((task, i) => ({ ...task, id: i + 1 }));
  }

  getPendingTasks = async () => this.tasks.map((task) => ({ ...task }));

  deletePendingTask = async ({ id }: { id: number }) => {
    this.tasks = this.tasks.filter((task) => task.id !== id);
  };

  /** As the service worker keeps a refused message: marked, for a tab to show. */
  markRefused(task: PendingTask, refusal: Refusal): void {
    this.tasks = this.tasks.map((kept) => (kept.id === task.id ? { ...kept, refusal } : kept));
  }

  get left(): string[] {
    return this.tasks.map(label);
  }
}

const conversation = (cid: string) => {
  const [channelType, channelId] = cid.split(':');
  return { channelType, channelId };
};

// The tasks as the SDK queues them (channel.ts and client.ts of stream-chat).
const send = (cid: string, id: string, parent_id?: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'send-message',
    payload: [{ id, text: `text of ${id}`, ...(parent_id ? { parent_id } : {}) }, {}],
  }) as PendingTask;

/** An edit names its conversation only when the edited message carries its cid. */
const edit = (id: string, text: string, cid?: string) =>
  ({
    ...(cid ? conversation(cid) : {}),
    messageId: id,
    type: 'update-message',
    payload: [{ id, text, cid }, 'me'],
  }) as PendingTask;

/** The SDK names no conversation on a deletion. */
const deletion = (id: string) =>
  ({ messageId: id, type: 'delete-message', payload: [id, {}] }) as PendingTask;

const react = (cid: string, id: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'send-reaction',
    payload: [id, { type: 'like' }],
  }) as PendingTask;

const unreact = (cid: string, id: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'delete-reaction',
    payload: [id, 'like'],
  }) as PendingTask;

/** What the loop told: the messages it delivered (by id) and the refusals, by task. */
function news(extra: Partial<Settled> = {}) {
  const delivered: string[] = [];
  const refused: { task: string; refusal: Refusal }[] = [];
  const settled: Settled = {
    onDelivered: (message) => void delivered.push(message.id),
    onRefused: (task, refusal) => void refused.push({ task: label(task), refusal }),
    ...extra,
  };
  return { delivered, refused, settled };
}

const report = (delivered: number, refused: number, waiting: number) => ({
  delivered,
  refused,
  waiting,
});

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

  describe('keeping order', () => {
    it('never lets an edit or a deletion overtake the send they change, even naming no conversation', async () => {
      const server = new FakeChat(A, B);
      server.when('send-message a1', noAnswer());
      const store = new MemoryTasks([
        send(A, 'a1'),
        edit('a1', 'a1 edited'),
        deletion('a1'),
        send(B, 'b1'),
      ]);

      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(1, 0, 3));
      expect(server.calls).toEqual(['send-message a1', 'send-message b1']);
      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(3, 0, 0));
      expect(server.applied).toEqual([
        'send-message b1',
        'send-message a1',
        'update-message a1',
        'delete-message a1',
      ]);
    });

    it('never lets the deletion of a message overtake a reply to it written before', async () => {
      const server = new FakeChat(A);
      server.has({ id: 'a0', cid: A });
      server.when('send-message a1', noAnswer());
      const store = new MemoryTasks([send(A, 'a1'), send(A, 'r1', 'a0'), deletion('a0')]);
      const told = news();

      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 3));
      expect(server.calls).toEqual(['send-message a1']);
      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(3, 0, 0));
      expect(server.applied).toEqual(['send-message a1', 'send-message r1', 'delete-message a0']);
      expect(told.refused).toEqual([]);
    });

    it('holds a reply while the message it answers waits, and sends it once that one is delivered', async () => {
      const server = new FakeChat(A);
      server.when('send-message p1', noAnswer());
      const store = new MemoryTasks([send(A, 'p1'), send(A, 'r1', 'p1')]);

      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(0, 0, 2));
      expect(server.calls).toEqual(['send-message p1']);
      expect(await deliverOutbox(server.chat, store, news().settled)).toEqual(report(2, 0, 0));
      expect(server.applied).toEqual(['send-message p1', 'send-message r1']);
      expect(server.messages.get('r1')).toMatchObject({ parent_id: 'p1', type: 'reply' });
    });

    it.each([
      ['deleted, its tombstone standing', true, false],
      ['gone altogether', false, true],
    ])(
      'refuses, without sending it, a reply to a message %s, and shows the deletion',
      async (_name, tombstone, hardDelete) => {
        const server = new FakeChat(A);
        if (tombstone) server.has({ id: 'p1', cid: A, type: 'deleted', deleted_at: 'earlier' });
        const store = new MemoryTasks([send(A, 'r1', 'p1')]);
        const told = news();

        expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 1, 0));
        expect(server.calls).toEqual(['get-message p1']);
        expect(told.refused).toEqual([
          {
            task: 'send-message r1',
            refusal: {
              kind: 'refused',
              code: 4,
              message: 'parent message "p1" was deleted',
              gone: 'parent',
            },
          },
        ]);
        expect(server.events).toEqual([
          expect.objectContaining({
            type: 'message.deleted',
            cid: A,
            hard_delete: hardDelete,
            message: expect.objectContaining({ id: 'p1', type: 'deleted' }),
          }),
        ]);
      },
    );

    it('keeps a reply waiting, not refused, when asking after the message it answers gets no answer', async () => {
      const server = new FakeChat(A);
      server.has({ id: 'p1', cid: A });
      server.when('get-message p1', noAnswer());
      const store = new MemoryTasks([send(A, 'r1', 'p1')]);
      const told = news();

      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(0, 0, 1));
      expect(told.refused).toEqual([]);
      expect(server.events).toEqual([]);
      expect(await deliverOutbox(server.chat, store, told.settled)).toEqual(report(1, 0, 0));
      expect(told.delivered).toEqual(['r1']);
    });
  });
});
