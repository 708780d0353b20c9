/**
 * The build-time fix of the SDK's conversation reducer (scripts/vite-plugins/thread-stays-closed.ts):
 * on the installed stream-chat-react, a `setThread` that comes after the thread was closed (the
 * conversation's effect from a render before the close) leaves it closed, while one for the open
 * thread still updates it; a reducer that changed, or a build that no longer imports it, fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANNEL_REDUCER } from '../../../scripts/vite-plugins/sdk-internals.ts';
import {
  guardSetThread,
  threadStaysClosed,
} from '../../../scripts/vite-plugins/thread-stays-closed.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

interface Message {
  id: string;
  reply_count: number;
}
interface State {
  thread: Message | null;
}
type Reducer = (state: State, action: Record<string, unknown>) => State;

const installed = readFileSync(CHANNEL_REDUCER, 'utf8');

async function reducerOf(code: string): Promise<{ reduce: Reducer; initial: State }> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const module = (await import(/* @vite-ignore */ url)) as {
    makeChannelReducer: () => Reducer;
    initialState: State;
  };
  return { reduce: module.makeChannelReducer(), initial: module.initialState };
}

/** Opened, its parent updated by the effect, closed, then the effect of a render before the close. */
async function closeBeforeStaleEffect(code: string) {
  const { reduce, initial } = await reducerOf(code);
  const parent = { id: 'parent', reply_count: 0 };
  const channel = { state: { threads: {} } };
  let state = reduce(initial, { type: 'openThread', channel, message: parent });
  const counted = { ...parent, reply_count: 1 };
  state = reduce(state, { type: 'setThread', message: counted });
  const updated = state.thread;
  state = reduce(state, { type: 'closeThread' });
  state = reduce(state, { type: 'setThread', message: counted });
  return { updated, afterClose: state.thread };
}

describe('thread-stays-closed', () => {
  it('keeps a closed thread closed, and still updates the open one', async () => {
    const { updated, afterClose } = await closeBeforeStaleEffect(guardSetThread(installed));
    expect(updated).toEqual({ id: 'parent', reply_count: 1 });
    expect(afterClose).toBeNull();
  });

  it('is needed: the installed reducer opens the closed thread again', async () => {
    const { afterClose } = await closeBeforeStaleEffect(installed);
    expect(afterClose).toEqual({ id: 'parent', reply_count: 1 });
  });

  it('never moves the open thread to another one', async () => {
    const { reduce, initial } = await reducerOf(guardSetThread(installed));
    const channel = { state: { threads: {} } };
    const open = reduce(initial, { type: 'openThread', channel, message: { id: 'a' } });
    expect(reduce(open, { type: 'setThread', message: { id: 'b' } }).thread).toEqual({ id: 'a' });
  });

  it('refuses a reducer whose setThread case changed', () => {
    const changed = installed.replace('thread: message\n', 'thread: message, seen: true\n');
    expect(() => guardSetThread(changed)).toThrow(/has 0 setThread cases of the expected shape/);
  });

  it('fails the build when nothing imports the reducer any more', () => {
    expect(() => endEmptyBuild(threadStaysClosed())).toThrow(
      /^thread-stays-closed: nothing imports .*channelState\.mjs any more; the SDK changed/,
    );
  });
});
