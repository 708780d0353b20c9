/**
 * Who is told about a new message, as one pure rule so it can be read and tested as a table:
 * never the author; only members of the conversation, and not one whose invitation is still
 * open (or was declined) or who is banned from it; no settings row or level 'off' means nothing;
 * 'direct' means conversations of exactly two members and messages that mention the person;
 * 'all' means every message; a reply kept inside a thread reaches only those it mentions; a
 * muted conversation or a muted or blocked author means nothing whatever the level; a silent
 * message (Stream's `silent`, which its own push never sends either), a shadowed one (its author
 * is shadow banned: only they see it) and any but a person's own words (Stream's `regular`, or
 * `reply` in a thread; not `system`, `ephemeral`, `error` or `deleted`) tell nobody.
 */

export type NotificationLevel = 'direct' | 'all' | 'off';

export interface NotificationSettings {
  level: NotificationLevel;
  showText: boolean;
}

export interface MessageFacts {
  authorId: string;
  /** Everyone in the conversation (the webhook's members). */
  memberIds: ReadonlySet<string>;
  memberCount: number;
  mentionedIds: ReadonlySet<string>;
  threadOnly: boolean;
  silent: boolean;
  shadowed: boolean;
  /** Stream's message type. */
  type: string;
}

export interface PersonFacts {
  userId: string;
  settings: NotificationSettings | undefined;
  /** Added without their consent and not (yet) accepted, or declined. */
  invitePending?: boolean;
  /** Banned from the conversation, or from the app. */
  banned?: boolean;
}

/** The message types a person writes: a message in the conversation, or a thread's reply. */
const PEOPLES_WORDS = new Set(['regular', 'reply']);

export interface MuteFacts {
  conversationMuted: boolean;
  authorMuted: boolean;
}

/** Whether the level alone lets the message through: cheap, so it runs before any mute lookup. */
export function levelAllows(message: MessageFacts, person: PersonFacts): boolean {
  if (message.silent || message.shadowed || !PEOPLES_WORDS.has(message.type)) return false;
  if (person.userId === message.authorId || !message.memberIds.has(person.userId)) return false;
  if (person.invitePending || person.banned) return false;
  const mentioned = message.mentionedIds.has(person.userId);
  if (message.threadOnly && !mentioned) return false;
  switch (person.settings?.level) {
    case 'all':
      return true;
    case 'direct':
      return message.memberCount === 2 || mentioned;
    default:
      return false;
  }
}

export function isNotified(message: MessageFacts, person: PersonFacts, mutes: MuteFacts): boolean {
  return levelAllows(message, person) && !mutes.conversationMuted && !mutes.authorMuted;
}
