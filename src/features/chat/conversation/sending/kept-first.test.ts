import { describe, expect, it } from 'vitest';
import type { LocalMessage, Message } from 'stream-chat';
import { keptFirstSubmit, takeKeptFirst, type Composition } from './kept-first.ts';

function composition(id: string, uploadStates: (string | undefined)[] = []): Composition {
  const attachments = uploadStates.map((uploadState) =>
    uploadState ? { type: 'image', localMetadata: { id: 'a', uploadState } } : { type: 'image' },
  );
  return {
    localMessage: { id, text: 'hi', attachments } as unknown as LocalMessage,
    message: { id, text: 'hi' } as Message,
    sendOptions: {},
  };
}

/** The order in which the submit kept and showed, with the socket up or down. */
async function steps(up: boolean, sent: Composition, keepFails = false) {
  const order: string[] = [];
  let release: () => void = () => undefined;
  const submit = keptFirstSubmit(
    () => up,
    async (message) => {
      order.push(`keep ${message.id}`);
      await new Promise<void>((resolve) => (release = resolve));
      if (keepFails) throw new Error('quota');
      order.push(`kept ${message.id}`);
    },
    async ({ message }) => void order.push(`show ${message.id}`),
  );
  const done = submit(sent);
  // Whatever the storage does meanwhile, the message is not shown before its write answered.
  await Promise.resolve();
  order.push('storage still writing');
  release();
  await done.catch((error: Error) => order.push(`failed: ${error.message}`));
  return order;
}

describe('a message written with the socket down shows once it is kept', () => {
  it('socket down: kept, then shown; the send that follows finds it kept, once', async () => {
    expect(await steps(false, composition('m1'))).toEqual([
      'keep m1',
      'storage still writing',
      'kept m1',
      'show m1',
    ]);
    expect(takeKeptFirst('m1')).toBe(true);
    expect(takeKeptFirst('m1')).toBe(false);
  });

  it('socket up: shown at once, nothing kept first', async () => {
    expect(await steps(true, composition('m2'))).toEqual(['show m2', 'storage still writing']);
    expect(takeKeptFirst('m2')).toBe(false);
  });

  it('socket down with finished uploads (a kept recording, a shared picture): kept first', async () => {
    expect(await steps(false, composition('m3', ['finished', undefined]))).toEqual([
      'keep m3',
      'storage still writing',
      'kept m3',
      'show m3',
    ]);
    expect(takeKeptFirst('m3')).toBe(true);
  });

  it('socket down with a file still uploading: the SDK’s way, shown at once', async () => {
    expect(await steps(false, composition('m4', ['finished', 'uploading']))).toEqual([
      'show m4',
      'storage still writing',
    ]);
    expect(takeKeptFirst('m4')).toBe(false);
  });

  it('a write that fails never shows the message, and tells the composer', async () => {
    expect(await steps(false, composition('m5'), true)).toEqual([
      'keep m5',
      'storage still writing',
      'failed: quota',
    ]);
    expect(takeKeptFirst('m5')).toBe(false);
  });
});
