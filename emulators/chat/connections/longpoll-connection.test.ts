import { describe, expect, it } from 'vitest';
import {
  BUFFER_LIMIT,
  EXPIRY_MS,
  HOLD_MS,
  LongPollConnection,
  type Clock,
} from './longpoll-connection.ts';

/** Time that moves only when a test says so. */
class ManualClock implements Clock {
  private now = 0;
  private readonly timers = new Set<{ at: number; run: () => void }>();

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.now + ms, run };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.timers]
        .filter((timer) => timer.at <= until)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due);
      this.now = due.at;
      due.run();
    }
    this.now = until;
  }
}

/** Lets queued immediates run, so events sent in one turn are answered together. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function setup() {
  const clock = new ManualClock();
  let closed = 0;
  const connection = new LongPollConnection('c1', 'alice', false, undefined, clock, () => {
    closed += 1;
  });
  return { clock, connection, closes: () => closed };
}

/** Settles `promise` or reports that it is still pending. */
async function state<T>(promise: Promise<T>): Promise<T | 'pending'> {
  await nextTurn();
  return Promise.race([promise, Promise.resolve('pending' as const)]);
}

describe('LongPollConnection', () => {
  it('answers a poll at once with every event buffered since the last one', async () => {
    const { connection } = setup();
    connection.send('{"type":"a"}');
    connection.send('{"type":"b"}');
    expect(await connection.poll(new AbortController().signal)).toEqual([
      '{"type":"a"}',
      '{"type":"b"}',
    ]);
  });

  it('holds an idle poll until events arrive, answering those of one turn together', async () => {
    const { connection } = setup();
    const poll = connection.poll(new AbortController().signal);
    expect(await state(poll)).toBe('pending');
    connection.send('{"type":"message.new"}');
    connection.send('{"type":"notification.message_new"}');
    expect(await poll).toEqual(['{"type":"message.new"}', '{"type":"notification.message_new"}']);
  });

  it('answers an idle poll with no events once the hold time passes', async () => {
    const { clock, connection } = setup();
    const poll = connection.poll(new AbortController().signal);
    clock.advance(HOLD_MS - 1);
    expect(await state(poll)).toBe('pending');
    clock.advance(1);
    expect(await poll).toEqual([]);
  });

  it('expires when no poll follows the last answer in time, never while a poll is held', async () => {
    const { clock, connection, closes } = setup();
    const first = connection.poll(new AbortController().signal);
    clock.advance(HOLD_MS);
    await first;
    clock.advance(EXPIRY_MS - 1);
    const second = connection.poll(new AbortController().signal);
    clock.advance(HOLD_MS - 1);
    expect(closes()).toBe(0);
    clock.advance(1);
    expect(await second).toEqual([]);
    clock.advance(EXPIRY_MS - 1);
    expect(closes()).toBe(0);
    clock.advance(1);
    expect(closes()).toBe(1);
  });

  it('expires a connection that never polls after it opens', () => {
    const { clock, closes } = setup();
    clock.advance(EXPIRY_MS);
    expect(closes()).toBe(1);
  });

  it('keeps the events of a poll the client abandoned for its next poll', async () => {
    const { connection } = setup();
    const gone = new AbortController();
    const abandoned = connection.poll(gone.signal);
    gone.abort();
    expect(await abandoned).toEqual([]);
    connection.send('{"type":"a"}');
    expect(await connection.poll(new AbortController().signal)).toEqual(['{"type":"a"}']);
  });

  it('answers a held poll with nothing when a newer poll replaces it', async () => {
    const { connection } = setup();
    const older = connection.poll(new AbortController().signal);
    const newer = connection.poll(new AbortController().signal);
    expect(await older).toEqual([]);
    connection.send('{"type":"a"}');
    expect(await newer).toEqual(['{"type":"a"}']);
  });

  it('on close answers a held poll with nothing and leaves the hub once', async () => {
    const { connection, closes } = setup();
    const poll = connection.poll(new AbortController().signal);
    connection.close();
    connection.close();
    expect(await poll).toEqual([]);
    expect(closes()).toBe(1);
    connection.send('{"type":"a"}');
    expect(await connection.poll(new AbortController().signal)).toEqual([]);
  });

  it('drops a client that falls too far behind instead of buffering without bound', () => {
    const { connection, closes } = setup();
    for (let i = 0; i < BUFFER_LIMIT; i += 1) connection.send('{}');
    expect(closes()).toBe(0);
    connection.send('{}');
    expect(closes()).toBe(1);
  });
});
