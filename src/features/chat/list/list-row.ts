/**
 * A row of the conversation list, made from a conversation's facts: its title, picture, unread
 * count, time and summary of the last message, by the rules stream-chat-react's list item
 * follows (its ChannelListItem, Avatar and SummarizedMessagePreview), so a row says the same
 * whether its facts come from what the device saved (at start) or from the chat client. Pure: a
 * unit table proves it.
 */
import type { MessageResponse } from 'stream-chat';
import { conversationTitle } from '../../../core/chat/conversation-title.ts';
import { stripMarkdownToText } from '../../../ui/markdown/preview-text.tsx';
import type { ListWords } from './list-words.ts';

export interface AvatarView {
  name: string | undefined;
  imageUrl: string | undefined;
}

type Attachment = NonNullable<MessageResponse['attachments']>[number];

/** The last message, as the device saves it (times as strings) or the client holds it (dates). */
export interface LastMessage {
  type?: string;
  text?: string;
  attachments?: Attachment[];
  poll_id?: string;
  shared_location?: unknown;
  deleted_at?: unknown;
  created_at?: string | Date;
  user?: { id: string; name?: string } | null;
  /** 'sending' while the reader's message is on its way (or waits on the device to be sent). */
  status?: string;
}

export interface Person {
  user_id?: string;
  user?: { id?: string; name?: string; image?: unknown } | null;
}

/** 'waiting': not yet sent, as the conversation's clock says (or waiting on the device). */
export type DeliveryStatus = 'waiting' | 'sent' | 'delivered' | 'read';

/** What a row is made from. */
export interface ConversationFacts {
  cid: string;
  name: unknown;
  image: unknown;
  members: Person[];
  memberCount: number | undefined;
  last: LastMessage | undefined;
  unread: number;
  muted: boolean;
  pinned: boolean;
  /** The reader has muted the last message's author: the row says so instead of its words. */
  authorMuted: boolean;
  /** How far the reader's own last message has gone. */
  delivery: DeliveryStatus | undefined;
}

export interface Preview {
  sender?: string;
  text: string;
  type: string;
}

export interface ListRow {
  cid: string;
  /** The SDK shows 'N/A' for a conversation with no name and no one else in it. */
  title: string;
  /** One picture, or for a group with no picture of its own, its members' (ChannelAvatar's rule). */
  avatars: AvatarView[];
  unread: number;
  muted: boolean;
  pinned: boolean;
  /** The last message's time, as the SDK writes it, and as an ISO date for <time>. */
  time?: { label: string; iso: string };
  preview: Preview;
  delivery: DeliveryStatus | undefined;
}

function attachmentKind(attachment: Attachment): string {
  if (attachment.type === 'giphy') return 'giphy';
  if (attachment.og_scrape_url || attachment.title_link) return 'link';
  if (attachment.type === 'image') return 'image';
  if (attachment.type === 'video') return 'video';
  if (attachment.type === 'voiceRecording') return 'voice';
  if (attachment.type === 'audio' || attachment.type === 'file') return 'file';
  return 'unsupported';
}

const COUNTED = {
  image: 'imageCount',
  video: 'videoCount',
  voice: 'voiceMessageCount',
  link: 'linkCount',
  file: 'fileCount',
} as const;

function attachmentsText(attachments: Attachment[], text: string, words: ListWords) {
  const [first] = attachments;
  const kinds = attachments.map(attachmentKind);
  const type = kinds.every((kind) => kind === kinds[0]) ? (kinds[0] ?? 'file') : 'file';
  if (type === 'giphy') return { type, text: `GIPHY ${first?.title ?? ''}`.trim() };
  const single = attachments.length === 1 && type !== 'voice' && type !== 'unsupported';
  const own = text || (single ? first?.fallback || first?.title : '');
  if (own) return { type, text: own };
  if (type === 'unsupported') return { type, text: words.word('Unsupported attachment') };
  const key = COUNTED[type as keyof typeof COUNTED] ?? 'fileCount';
  return { type, text: words.count(key, attachments.length) };
}

/** The last message as the list summarises it (useLatestMessagePreview's cases). */
function previewOf(
  message: LastMessage | undefined,
  me: string,
  participants: number,
  words: ListWords,
  mutedWords: string,
  authorMuted = false,
): Preview {
  if (!message) return { text: words.word('Nothing yet...'), type: 'empty' };
  if (message.type === 'error')
    return { text: words.word('Message failed to send'), type: 'error' };
  const own = message.user?.id === me;
  const sender = own
    ? words.word('You')
    : participants > 2
      ? message.user?.name || message.user?.id
      : undefined;
  const withSender = (type: string, text: string) =>
    sender ? { sender, type, text } : { type, text };
  if (message.type === 'deleted' || message.deleted_at) {
    return withSender('deleted', words.word('Message deleted'));
  }
  if (authorMuted) return withSender('text', mutedWords);
  if (message.poll_id) return withSender('poll', words.word('Poll'));
  const text = message.text ? stripMarkdownToText(message.text) : '';
  if (message.shared_location) return withSender('location', text || words.word('Location'));
  if (message.attachments?.length) {
    const summary = attachmentsText(message.attachments, text, words);
    return withSender(summary.type, summary.text);
  }
  if (text) return withSender('text', text);
  return { text: words.word('Empty message...'), type: 'empty' };
}

const DAY_MS = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The SDK's calendar time: today's time of day, "Yesterday", a weekday this week, else a date. */
export function listTime(at: Date, now: Date, words: ListWords): string {
  const days = Math.round((startOfDay(now).getTime() - startOfDay(at).getTime()) / DAY_MS);
  const language = words.language;
  if (days <= 0) {
    return at.toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });
  }
  if (days === 1) return words.word('Yesterday');
  if (days < 7) return at.toLocaleDateString(language, { weekday: 'long' });
  return at.toLocaleDateString(language, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

const imageOf = (image: unknown): string | undefined =>
  typeof image === 'string' && image ? image : undefined;

function avatarsOf(facts: ConversationFacts, title: string, me: string): AvatarView[] {
  const { members, last } = facts;
  const others = members.filter((member) => member.user_id !== me);
  const imageUrl =
    imageOf(facts.image) ?? (members.length === 2 ? imageOf(others[0]?.user?.image) : undefined);
  const group =
    members.length > 2
      ? members
          .filter((member) => member.user?.name || member.user?.image)
          .map((member) => ({ name: member.user?.name, imageUrl: imageOf(member.user?.image) }))
      : [];
  if (!imageUrl && group.length > 0) return group;
  return [{ name: title === 'N/A' ? last?.user?.id : title, imageUrl }];
}

export function rowOf(
  facts: ConversationFacts,
  me: string,
  now: Date,
  words: ListWords,
  mutedWords: string,
): ListRow {
  const title = conversationTitle(facts.name, facts.members, me) ?? 'N/A';
  const { last } = facts;
  const at = last?.created_at ? new Date(last.created_at) : undefined;
  const participants = facts.memberCount ?? facts.members.length;
  return {
    cid: facts.cid,
    title,
    avatars: avatarsOf(facts, title, me),
    unread: facts.unread,
    muted: facts.muted,
    pinned: facts.pinned,
    ...(at && !Number.isNaN(at.getTime())
      ? { time: { label: listTime(at, now, words), iso: at.toISOString() } }
      : {}),
    preview: previewOf(last, me, participants, words, mutedWords, facts.authorMuted),
    delivery: last?.user?.id === me ? facts.delivery : undefined,
  };
}
