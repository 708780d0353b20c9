import { describe, expect, it } from 'vitest';
import { verdictFor } from './task-verdict.ts';

const api = (code: number, message: string) => ({ response: { data: { code, message } } });

describe('what an answer to a waiting task means', () => {
  it.each([
    ['no answer at all', new Error('Network Error'), 'send-message', { kind: 'later' }],
    ['a server error', { response: { status: 500, data: {} } }, 'send-message', { kind: 'later' }],
    ['an expired token', api(40, 'token expired'), 'send-message', { kind: 'later' }],
    ['a rate limit', api(9, 'too many requests'), 'send-reaction', { kind: 'later' }],
    [
      'the same id arrived earlier',
      api(4, 'SendMessage failed with error: "a message with ID x already exists"'),
      'send-message',
      { kind: 'delivered' },
    ],
    [
      'deleting what is gone',
      api(16, 'message not found'),
      'delete-message',
      { kind: 'delivered' },
    ],
    [
      'slow mode, with the wait named',
      api(60, 'slow mode is on: you can send one message every 10 seconds (wait 7 more)'),
      'send-message',
      { kind: 'slow-mode', waitMs: 7000 },
    ],
    [
      'slow mode, no wait named',
      api(60, 'slow mode'),
      'send-message',
      { kind: 'slow-mode', waitMs: 5000 },
    ],
    [
      'not allowed',
      api(17, 'not allowed'),
      'send-message',
      { kind: 'refused', code: 17, message: 'not allowed' },
    ],
    [
      'too long',
      api(20, 'too long'),
      'send-message',
      { kind: 'refused', code: 20, message: 'too long' },
    ],
    [
      'a reply to a reply',
      api(21, 'replies to replies are not allowed'),
      'send-message',
      { kind: 'refused', code: 21, message: 'replies to replies are not allowed' },
    ],
    [
      'too large a request',
      api(22, 'request body is too large'),
      'update-message',
      { kind: 'refused', code: 22, message: 'request body is too large' },
    ],
    [
      'a feature the conversation does not have',
      api(19, 'reactions are disabled'),
      'send-reaction',
      { kind: 'refused', code: 19, message: 'reactions are disabled' },
    ],
    [
      'a reply to a deleted message',
      api(4, 'parent message "p" does not exist'),
      'send-message',
      { kind: 'refused', code: 4, message: 'parent message "p" does not exist', gone: 'parent' },
    ],
    [
      'a conversation gone',
      api(16, 'channel not found'),
      'send-message',
      { kind: 'refused', code: 16, message: 'channel not found', gone: 'conversation' },
    ],
    [
      'a reaction to a message gone',
      api(16, 'message not found'),
      'send-reaction',
      { kind: 'refused', code: 16, message: 'message not found' },
    ],
  ])('%s', (_name, error, type, expected) => {
    expect(verdictFor(error, type)).toEqual(expected);
  });
});
