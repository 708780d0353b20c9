/**
 * The start's read of the device: the conversations saved for the person whose session is kept
 * here, with their messages, begun at boot beside the app's code so the list is on screen in the
 * app's first render (and a tap opens a conversation from memory), before any chat code loads.
 * Read once a page: the chat client keeps it up to date from then on.
 */
import { keptPerson } from '../session/kept-person.ts';
import { readSavedConversations, type SavedConversation } from './saved-list.ts';

export interface SavedStart {
  userId: string;
  conversations: SavedConversation[];
}

let reading: Promise<SavedStart | null> | undefined;
let result: SavedStart | null | undefined;

async function read(sessionKey: string): Promise<SavedStart | null> {
  const userId = await keptPerson(sessionKey);
  if (!userId) return null;
  const conversations = await readSavedConversations(userId);
  return conversations.length > 0 ? { userId, conversations } : null;
}

/** Starts the read once; never rejects (nothing saved, or unreadable, is null). */
export function readSavedStart(sessionKey: string): Promise<SavedStart | null> {
  reading ??= read(sessionKey)
    .catch(() => null)
    .then((found) => (result = found));
  return reading;
}

/** The read's result for `userId` once it is done; undefined before, or for someone else. */
export function savedStartOf(userId: string): SavedStart | undefined {
  return result?.userId === userId ? result : undefined;
}
