import { describe, expect, it } from 'vitest';
import { launchPath } from './launch-queue.ts';

const ORIGIN = 'https://parley.example';

describe('where a launch into the open window goes', () => {
  it.each([
    ['a conversation', `${ORIGIN}/c/messaging/general`, '/c/messaging/general'],
    ['a thread', `${ORIGIN}/c/messaging/general/thread/m1`, '/c/messaging/general/thread/m1'],
    ['the new-conversation shortcut', `${ORIGIN}/new`, '/new'],
    ['the threads shortcut', `${ORIGIN}/threads`, '/threads'],
    ['a kept share', `${ORIGIN}/share/abc`, '/share/abc'],
  ])('follows %s', (_what, target, path) => {
    expect(launchPath(target, ORIGIN)).toBe(path);
  });

  it.each([
    ['no address', undefined],
    ['the icon (the start URL): the window stays as it was left', `${ORIGIN}/`],
    ['another origin', 'https://elsewhere.example/c/messaging/general'],
    ['a page signed-in visitors never stay on', `${ORIGIN}/sign-in`],
    ['an unknown page', `${ORIGIN}/nowhere`],
    ['something that is not a URL', 'not a url'],
  ])('stays for %s', (_what, target) => {
    expect(launchPath(target, ORIGIN)).toBeNull();
  });
});
