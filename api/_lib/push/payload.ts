/**
 * What one push carries (shared/push-payload.ts's PushMessage): the conversation's link on the
 * app's public origin, a title that names the author (and the conversation when it is a group),
 * the text or only "New message" as the person chose, their count of conversations with unread
 * messages for the badge, and whom the push is for. Every payload is padded to the same length,
 * so the push service, which sees only ciphertext, cannot tell a long message from a short one.
 */
import { DECLARATIVE_PUSH_VERSION, type PushMessage } from '../../../shared/push-payload.ts';

/**
 * The JSON's length in UTF-8 bytes. Encrypted (RFC 8291 aes128gcm: an 86-byte header, a padding
 * delimiter and a 16-byte tag) a push is 3,175 bytes, comfortably inside the 4,096 bytes every
 * push service takes (RFC 8030 §7.2), and room for about 2,500 bytes of text.
 */
export const PUSH_PAYLOAD_BYTES = 3072;

export interface PayloadFacts {
  channelType: string;
  channelId: string;
  channelName: string | undefined;
  memberCount: number;
  authorName: string;
  text: string;
  messageId: string;
}

export interface PayloadRecipient {
  userId: string;
  showText: boolean;
  unread: number;
}

const ELLIPSIS = '…';
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const bytes = (message: PushMessage): number => Buffer.byteLength(JSON.stringify(message));

/**
 * The longest start of `text`, whole graphemes (an emoji with its modifiers stays whole), with
 * which `fits` still holds once an ellipsis ends it; `text` itself when it already fits.
 */
function cut(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const graphemes = Array.from(segmenter.segment(text), (part) => part.segment);
  let low = 0;
  let high = graphemes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(graphemes.slice(0, middle).join('') + ELLIPSIS)) low = middle;
    else high = middle - 1;
  }
  return graphemes.slice(0, low).join('') + ELLIPSIS;
}

export function pushPayload(
  facts: PayloadFacts,
  recipient: PayloadRecipient,
  publicOrigin: string,
): PushMessage {
  const group = facts.memberCount > 2 && facts.channelName;
  const text = facts.text.trim();
  const cid = `${facts.channelType}:${facts.channelId}`;
  const path = `/c/${encodeURIComponent(facts.channelType)}/${encodeURIComponent(facts.channelId)}`;
  const message: PushMessage = {
    web_push: DECLARATIVE_PUSH_VERSION,
    notification: {
      title: group ? `${facts.authorName} in ${facts.channelName}` : facts.authorName,
      body: recipient.showText && text ? text : 'New message',
      navigate: `${publicOrigin}${path}`,
      tag: cid,
    },
    app_badge: recipient.unread,
    mutable: true,
    parley: { v: 2, uid: recipient.userId, cid, path, messageId: facts.messageId },
    pad: '',
  };
  const within = (change: Partial<PushMessage['notification']>) =>
    bytes({ ...message, notification: { ...message.notification, ...change } }) <=
    PUSH_PAYLOAD_BYTES;
  // The text gives way first; a title too long to leave room even for a cut text (a very long
  // group name) is cut too, and the text then takes whatever room is left.
  message.notification.title = cut(message.notification.title, (title) =>
    within({ title, body: ELLIPSIS }),
  );
  message.notification.body = cut(message.notification.body, (body) => within({ body }));
  const room = PUSH_PAYLOAD_BYTES - bytes(message);
  // Stream bounds the ids and the config the origin, so only a malformed event gets here.
  if (room < 0) throw new Error('the push payload does not fit even with its text cut');
  message.pad = ' '.repeat(room);
  return message;
}
