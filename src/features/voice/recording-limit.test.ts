import { describe, expect, it } from 'vitest';
import { COUNTDOWN_SECONDS, limitState, VOICE_LIMIT_SECONDS } from './recording-limit.ts';

const LIMIT_MS = VOICE_LIMIT_SECONDS * 1000;

describe('the voice message length limit', () => {
  it.each([
    [0, { kind: 'recording' }],
    [LIMIT_MS - COUNTDOWN_SECONDS * 1000 - 1, { kind: 'recording' }],
    [LIMIT_MS - COUNTDOWN_SECONDS * 1000, { kind: 'ending', secondsLeft: COUNTDOWN_SECONDS }],
    [LIMIT_MS - 1500, { kind: 'ending', secondsLeft: 2 }],
    [LIMIT_MS - 1, { kind: 'ending', secondsLeft: 1 }],
    [LIMIT_MS, { kind: 'reached' }],
    [LIMIT_MS + 400, { kind: 'reached' }],
  ])('after %i ms recorded: %o', (recordedMs, state) => {
    expect(limitState(recordedMs)).toEqual(state);
  });
});
