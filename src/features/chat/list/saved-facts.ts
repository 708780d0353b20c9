/**
 * A conversation's facts for its row (list-row.ts), read from what the device saved of it, for
 * the list at start: the last message shown in the conversation (a thread's reply is not; one the
 * reader wrote that waits on the device to be sent is, as the conversation shows it), the
 * server's unread count for the reader, the reader's pin, and whether someone else has read the
 * reader's own last message. The mutes are the chat client's to know: none at start.
 */
import type { SavedConversation } from '../../../core/device-copy/lists/saved-list.ts';
import { t } from '../../../lib/i18n/translate.ts';
import { rowOf, type ConversationFacts, type LastMessage, type ListRow } from './list-row.ts';
import type { SavedStart } from './saved-start.ts';

const shownInChannel = (message: { parent_id?: string; show_in_channel?: boolean }) =>
  !message.parent_id || !!message.show_in_channel;

function lastSaved({ messages }: SavedConversation): LastMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]?.message;
    if (message && shownInChannel(message)) return message;
  }
  return undefined;
}

/** The reader's last message waiting to be sent, as the conversation shows it: "sending". */
function lastWaiting({ waiting = [] }: SavedConversation, me: string): LastMessage | undefined {
  const last = waiting.filter(({ message }) => shownInChannel(message)).at(-1);
  if (!last) return undefined;
  const { message, writtenAt } = last;
  return {
    text: message.text,
    attachments: message.attachments,
    poll_id: message.poll_id,
    created_at: writtenAt,
    user: { id: me },
    status: 'sending',
  };
}

const timeOf = (message: LastMessage | undefined) => String(message?.created_at ?? '');

/** The later of the last saved message and the last one waiting (written after, as a rule). */
function lastShown(conversation: SavedConversation, me: string): LastMessage | undefined {
  const saved = lastSaved(conversation);
  const waiting = lastWaiting(conversation, me);
  if (!waiting) return saved;
  return saved && timeOf(saved) > timeOf(waiting) ? saved : waiting;
}

export function savedFacts(conversation: SavedConversation, me: string): ConversationFacts {
  const { saved } = conversation;
  const last = lastShown(conversation, me);
  const sentAt = last?.created_at ? String(last.created_at) : undefined;
  const readByOthers =
    !!sentAt &&
    Object.entries(saved.read ?? {}).some(
      ([reader, read]) => reader !== me && !!read.last_read && read.last_read >= sentAt,
    );
  return {
    cid: saved.cid,
    name: saved.channel.name,
    image: saved.channel.image,
    members: Object.values(saved.members ?? {}),
    memberCount: saved.channel.member_count,
    last,
    unread: saved.read?.[me]?.unread_messages ?? 0,
    muted: false,
    pinned: !!saved.membership?.pinned_at,
    authorMuted: false,
    delivery:
      last?.user?.id !== me
        ? undefined
        : last.status === 'sending'
          ? 'waiting'
          : readByOthers
            ? 'read'
            : 'sent',
  };
}

/** The rows of the list at start, from the device's read. */
export function savedRows({ conversations, userId, words }: SavedStart): ListRow[] {
  const now = new Date();
  const mutedWords = t('Message from a muted user');
  return conversations.map((conversation) =>
    rowOf(savedFacts(conversation, userId), userId, now, words, mutedWords),
  );
}
