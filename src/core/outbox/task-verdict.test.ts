import { describe, expect, it } from 'vitest';
import { verdictFor, type Verdict } from './task-verdict.ts';

const api = (code: number, message: string) => ({ response: { data: { code, message } } });

/** A row of the table: the chat server's final no, which the task keeps as its reason. */
const refused = (
  name: string,
  code: number,
  message: string,
  type: string,
  gone?: 'parent' | 'conversation',
): [string, ReturnType<typeof api>, string, Verdict] => [
  name,
  api(code, message),
  type,
  { kind: 'refused', code, message, ...(gone ? { gone } : {}) },
];

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
    refused('not allowed', 17, 'not allowed', 'send-message'),
    refused('too long', 20, 'too long', 'send-message'),
    refused('a reply to a reply', 21, 'replies to replies are not allowed', 'send-message'),
    refused('too large a request', 22, 'request body is too large', 'update-message'),
    refused(
      'a feature the conversation does not have',
      19,
      'reactions are disabled',
      'send-reaction',
    ),
    refused(
      'a reply to a deleted message',
      4,
      'parent message "p" does not exist',
      'send-message',
      'parent',
    ),
    refused('a conversation gone', 16, 'channel not found', 'send-message', 'conversation'),
    refused('a reaction to a message gone', 16, 'message not found', 'send-reaction'),
  ])('%s', (_name, error, type, expected) => {
    expect(verdictFor(error, type)).toEqual(expected);
  });
});
