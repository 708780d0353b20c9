/**
 * What an answer to a task waiting on the device means (Stream's error codes, API errors docs):
 * delivered (also "already exists", code 4 with those words: the same id arrived earlier, and a
 * deletion of something already gone), wait out slow mode (code 60) and try again, refused for
 * good (other code 4 input errors, 16 not found, 17 not allowed, 18 and 19 an event or a feature
 * the conversation does not have, 20 too long, 21 a reply to a reply, 22 too large), or try again later
 * (no answer, 5xx, rate limits, an expired token: the reconnect brings a fresh one). A message
 * refused because its conversation (16) or the message it answers (code 4 naming the parent) is
 * gone says which, for words of its own.
 */
import type { Refusal } from '../device-copy/schema.ts';

export type Verdict =
  { kind: 'delivered' } | { kind: 'slow-mode'; waitMs: number } | Refusal | { kind: 'later' };

export type { Refusal };

interface ErrorLike {
  code?: number | string;
  message?: string;
  response?: { data?: { code?: number; message?: string } };
}

const REFUSALS = new Set([4, 16, 17, 18, 19, 20, 21, 22]);
const DEFAULT_SLOW_MODE_MS = 5_000;

export function verdictFor(error: unknown, taskType: string): Verdict {
  const e = (error ?? {}) as ErrorLike;
  const data = e.response?.data;
  const code =
    typeof data?.code === 'number' ? data.code : typeof e.code === 'number' ? e.code : undefined;
  const message = data?.message ?? e.message ?? '';
  if (code === undefined) return { kind: 'later' };
  if (code === 4 && /already exists/i.test(message)) return { kind: 'delivered' };
  if (code === 16 && taskType.startsWith('delete-')) return { kind: 'delivered' };
  if (code === 60) {
    const seconds = /wait (\d+)/i.exec(message)?.[1];
    return { kind: 'slow-mode', waitMs: seconds ? Number(seconds) * 1000 : DEFAULT_SLOW_MODE_MS };
  }
  if (!REFUSALS.has(code)) return { kind: 'later' };
  if (taskType === 'send-message' && code === 16)
    return { kind: 'refused', code, message, gone: 'conversation' };
  if (taskType === 'send-message' && code === 4 && /parent/i.test(message))
    return { kind: 'refused', code, message, gone: 'parent' };
  return { kind: 'refused', code, message };
}
