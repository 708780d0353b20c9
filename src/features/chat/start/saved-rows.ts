/**
 * A row of the list at start, made from what the device saved: the same title, picture, unread
 * count, time and summary of the last message as stream-chat-react's list item shows for the
 * same conversation (its rules in its ChannelListItem, Avatar and SummarizedMessagePreview), so
 * the rows do not change when the SDK's list takes over. Pure: a unit table proves it.
 */
import type { MessageResponse } from 'stream-chat';
import type { SavedConversation } from '../../../core/device-copy/saved-list.ts';
import { conversationTitle } from '../../../core/chat/conversation-title.ts';
import { stripMarkdownToText } from '../markdown/markdown-text.ts';
import type { StartWords } from './start-words.ts';

export interface AvatarView {
  name: string | undefined;
  imageUrl: string | undefined;
}

export interface SavedRow {
  cid: string;
  /** The SDK shows 'N/A' for a conversation with no name and no one else in it. */
  title: string;
  /** One picture, or for a group with no picture of its own, its members' (ChannelAvatar's rule). */
  avatars: AvatarView[];
  unread: number;
  /** The last message's time, as the SDK writes it, and as an ISO date for <time>. */
  time?: { label: string; iso: string };
  preview: { sender?: string; text: string; type: string };
}

type Attachment = NonNullable<MessageResponse['attachments']>[number];

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

function attachmentsText(attachments: Attachment[], text: string, words: StartWords) {
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
export function previewOf(
  message: MessageResponse | undefined,
  me: string,
  participants: number,
  words: StartWords,
): SavedRow['preview'] {
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
export function listTime(at: Date, now: Date, words: StartWords): string {
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

/** The message the list names: the last shown in the conversation (a thread's reply is not). */
function lastMessage({ messages }: SavedConversation): MessageResponse | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]?.message;
    if (message && (!message.parent_id || message.show_in_channel)) return message;
  }
  return undefined;
}

export function savedRow(
  conversation: SavedConversation,
  me: string,
  now: Date,
  words: StartWords,
): SavedRow {
  const { saved } = conversation;
  const members = Object.values(saved.members ?? {});
  const others = members.filter((member) => member.user_id !== me);
  const title = conversationTitle(saved.channel.name, members, me) ?? 'N/A';
  const last = lastMessage(conversation);
  const ownImage = typeof saved.channel.image === 'string' ? saved.channel.image : undefined;
  const otherImage = members.length === 2 ? others[0]?.user?.image : undefined;
  const imageUrl = ownImage ?? (typeof otherImage === 'string' ? otherImage : undefined);
  const group =
    members.length > 2
      ? members
          .filter((member) => member.user?.name || member.user?.image)
          .map((member) => ({ name: member.user?.name, imageUrl: imageOf(member.user?.image) }))
      : [];
  const avatars: AvatarView[] =
    !imageUrl && group.length > 0
      ? group
      : [{ name: title === 'N/A' ? last?.user?.id : title, imageUrl }];
  const at = last?.created_at ? new Date(last.created_at) : undefined;
  const participants = saved.channel.member_count ?? members.length;
  return {
    cid: saved.cid,
    title,
    avatars,
    unread: saved.read?.[me]?.unread_messages ?? 0,
    ...(at && !Number.isNaN(at.getTime())
      ? { time: { label: listTime(at, now, words), iso: at.toISOString() } }
      : {}),
    preview: previewOf(last, me, participants, words),
  };
}
