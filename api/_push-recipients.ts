/**
 * Who is told about a new message, as one pure rule so it can be read and tested as a table:
 * never the author; only members of the conversation; no settings row or level 'off' means
 * nothing; 'direct' means conversations of exactly two members and messages that mention the
 * person; 'all' means every message; a reply kept inside a thread reaches only those it
 * mentions; a muted conversation or a muted or blocked author means nothing whatever the level;
 * a silent message (Stream's `silent`, which its own push never sends either) tells nobody.
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
}

export interface PersonFacts {
  userId: string;
  settings: NotificationSettings | undefined;
}

export interface MuteFacts {
  conversationMuted: boolean;
  authorMuted: boolean;
}

/** Whether the level alone lets the message through: cheap, so it runs before any mute lookup. */
export function levelAllows(message: MessageFacts, person: PersonFacts): boolean {
  if (message.silent) return false;
  if (person.userId === message.authorId || !message.memberIds.has(person.userId)) return false;
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
