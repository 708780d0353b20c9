import { describe, expect, it } from 'vitest';
import { clickDecision, pathToOpen, type AppWindow } from './notification-click-decision.ts';

const ORIGIN = 'https://parley.example';
const PATH = '/c/messaging/abc';

const win = (
  url: string,
  focused = false,
  visibilityState: DocumentVisibilityState = 'hidden',
): AppWindow => ({
  url: `${url.startsWith('http') ? '' : ORIGIN}${url}`,
  focused,
  visibilityState,
});

describe('a notification click', () => {
  it.each<[string, AppWindow[], ReturnType<typeof clickDecision>]>([
    ['opens a new window when none of the app is open', [], { kind: 'open', path: PATH }],
    [
      'opens a new window when only other sites are open',
      [win('https://elsewhere.example/c/messaging/abc', true, 'visible')],
      { kind: 'open', path: PATH },
    ],
    ['uses the one window of the app, hidden or not', [win('/')], { kind: 'focus', index: 0 }],
    [
      'uses the focused window over others',
      [win('/profile', false, 'visible'), win('/', true, 'visible'), win('/c/x/y')],
      { kind: 'focus', index: 1 },
    ],
    [
      'uses a window on screen over a hidden one',
      [win('/'), win('/security', false, 'visible')],
      { kind: 'focus', index: 1 },
    ],
    [
      'uses the first of equal windows',
      [win('/c/a/b'), win('/c/messaging/abc')],
      { kind: 'focus', index: 0 },
    ],
    [
      'skips another site to reach the app',
      [win('https://elsewhere.example/', true, 'visible'), win('/sign-in')],
      { kind: 'focus', index: 1 },
    ],
  ])('%s', (_, windows, expected) => {
    expect(clickDecision(windows, ORIGIN, PATH)).toEqual(expected);
  });
});

describe("the path a notification's click opens", () => {
  it.each<[string, unknown, string]>([
    ['its conversation', { path: PATH }, PATH],
    ['a thread of it', { path: `${PATH}/thread/m1` }, `${PATH}/thread/m1`],
    ['the start for no data', null, '/'],
    ['the start for a path that is not text', { path: 7 }, '/'],
    ['the start for another site', { path: 'https://evil.example/c/a/b' }, '/'],
    ['the start for a protocol-relative path', { path: '//evil.example/c/a/b' }, '/'],
    ['the start for a backslash that leaves the origin', { path: '/\\evil.example/c/a' }, '/'],
  ])('is %s', (_, data, expected) => {
    expect(pathToOpen(data, ORIGIN)).toBe(expected);
  });
});
