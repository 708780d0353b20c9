/**
 * What a push carries, written by the sender (api/_lib/push/payload.ts) and read by the service
 * worker. It is a Declarative Web Push message (WebKit, Safari 18.4+: `web_push: 8030`, a
 * `notification` with `title`, `body` and `navigate`, and `app_badge`), so Safari shows it even
 * where no worker runs; `mutable` lets a worker replace it, and every other browser hands it to
 * the worker as an ordinary push. Parley's own part names the person it is for (`uid`), so a
 * browser that someone else is now signed into never shows it. `pad` only evens out the length
 * (the push service must not learn how long a message was). Anything else is no payload.
 */
export interface PushMessage {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    /** Absolute URL of the conversation, where Safari goes when the notification is clicked. */
    navigate: string;
    /** One notification per conversation: a later message replaces the earlier one. */
    tag: string;
  };
  /** The person's conversations with unread messages, for the badge. */
  app_badge: number;
  mutable: true;
  parley: { v: 2; uid: string; cid: string; path: string; messageId: string };
  pad?: string;
}

/** What the worker acts on, read from a PushMessage. */
export interface PushPayload {
  /** The chat (and Supabase) id of the person this push is for. */
  uid: string;
  cid: string;
  path: string;
  title: string;
  body: string;
  unread: number;
  messageId: string;
}

export const DECLARATIVE_PUSH_VERSION = 8030;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Only the app's own conversations: a click opens this path in a window of the app. */
export const CONVERSATION_PATH = /^\/c\/[^/?#\\]+\/[^/?#\\]+(\/thread\/[^/?#\\]+)?$/;

/** The payload in a push's text, or null for anything malformed (never a throw). */
export function readPushPayload(text: string | null | undefined): PushPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  const message = record(parsed);
  const notification = record(message?.notification);
  const parley = record(message?.parley);
  if (!message || !notification || !parley) return null;
  if (message.web_push !== DECLARATIVE_PUSH_VERSION || parley.v !== 2) return null;
  const { title, body } = notification;
  const { uid, cid, path, messageId } = parley;
  const unread = message.app_badge;
  if (!isText(uid) || !isText(cid) || !isText(title) || typeof body !== 'string') return null;
  if (!isText(messageId)) return null;
  if (!isText(path) || !CONVERSATION_PATH.test(path)) return null;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) return null;
  return { uid, cid, path, title, body, unread, messageId };
}
