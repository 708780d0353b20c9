/**
 * What a push carries, written by the sender (api/_push-payload.ts) and read by the service
 * worker: a conversation's link, the title and text to show, and the person's unread
 * conversations for the badge. Anything else is no payload.
 */
export interface PushPayload {
  v: 1;
  cid: string;
  path: string;
  title: string;
  body: string;
  unread: number;
  messageId: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The payload in a push's text, or null for anything malformed (never a throw). */
export function readPushPayload(text: string | null | undefined): PushPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { v, cid, path, title, body, unread, messageId } = parsed as Record<string, unknown>;
  if (v !== 1 || !isText(cid) || !isText(title) || typeof body !== 'string') return null;
  if (!isText(messageId)) return null;
  // Only the app's own conversations: a click opens this path in a window of the app.
  if (!isText(path) || !/^\/c\/[^/?#\\]+\/[^/?#\\]+(\/thread\/[^/?#\\]+)?$/.test(path)) return null;
  if (typeof unread !== 'number' || !Number.isInteger(unread) || unread < 0) return null;
  return { v, cid, path, title, body, unread, messageId };
}
