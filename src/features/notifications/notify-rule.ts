/**
 * Whether a message that reached an open page deserves a notification from it: the person's
 * choice, their mutes and what they are looking at decide. Pure, so every case is a table row.
 */
import type { NotificationLevel } from '../../core/notification-choices/choices-holder.ts';

/** What the message says about itself. */
export interface ArrivedMessage {
  authorId: string | undefined;
  cid: string;
  /** Members of its conversation: exactly 2 is a direct message. */
  memberCount: number;
  mentionedIds: readonly string[];
}

/** What the page knows at that moment. */
export interface NotifyContext {
  myId: string;
  level: NotificationLevel;
  /** The page is out of sight (another tab, the app in the background). */
  hidden: boolean;
  /** The conversation the page shows, if any. */
  onScreenCid: string | null;
  conversationMuted: boolean;
  /** The author is muted or blocked by the person. */
  authorMuted: boolean;
}

export function shouldNotify(message: ArrivedMessage, context: NotifyContext): boolean {
  if (!context.hidden) return false;
  // Hidden still counts as on screen: the person comes back to it and reads it there.
  if (message.cid === context.onScreenCid) return false;
  if (!message.authorId || message.authorId === context.myId) return false;
  if (context.conversationMuted || context.authorMuted) return false;
  if (context.level === 'all') return true;
  if (context.level === 'off') return false;
  return message.memberCount === 2 || message.mentionedIds.includes(context.myId);
}
