/**
 * A build-time fix in stream-chat-react's conversation reducer: a thread closed stays closed.
 *
 * The SDK's <Channel> keeps the open thread's parent up to date with an effect that, after a
 * render, finds the parent among the messages and dispatches `setThread` with it, and its reducer
 * sets whatever thread `setThread` carries. When "Close thread" is pressed between a render (a
 * reply counted, a reaction) and that render's effects, the effect still holds the thread from
 * before the close and runs after it: the thread opens again at once, and the press does nothing
 * that anyone can see (on a busy phone, now and then). Here `setThread` updates the thread only
 * while that same thread is open.
 *
 * It fails the build loudly when the SDK changes under it: a reducer whose `setThread` case is not
 * the one expected, or a build in which nothing imports the reducer.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { patchSdkModule, replaceCounted } from './patch-sdk-module.ts';
import { CHANNEL_REDUCER, SDK_ES_DIR } from './sdk-internals.ts';

const PLUGIN = 'thread-stays-closed';

/** The SDK's case as built: the thread set unconditionally. */
const SET_THREAD =
  /(case "setThread": \{\s*const \{ message \} = action;\s*return \{\s*\.\.\.state,\s*)thread: message(\s*\};\s*\})/g;

/** The reducer with its `setThread` case updating only the thread already open. */
export function guardSetThread(code: string): string {
  return replaceCounted(
    code,
    PLUGIN,
    {
      pattern: SET_THREAD,
      count: 1,
      where: path.relative(SDK_ES_DIR, CHANNEL_REDUCER),
      what: 'setThread cases',
    },
    '$1thread: state.thread && state.thread.id === message.id ? message : state.thread$2',
  );
}

export function threadStaysClosed(): Plugin {
  return patchSdkModule(PLUGIN, CHANNEL_REDUCER, guardSetThread);
}
