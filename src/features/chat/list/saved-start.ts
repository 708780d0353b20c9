/**
 * The start's read of the device: the signed-in person's saved conversations with their
 * messages, and the list's words, begun as soon as the shell knows who is signed in, so the list
 * at start (app/chat-screen/start-screen.tsx) draws them in its first render, before any of the chat's code loads.
 * Read once a page: the chat client keeps the list up to date from then on.
 */
import { useEffect, useState } from 'react';
import {
  readSavedConversationsAtStart,
  type SavedConversation,
} from '../../../core/device-copy/lists/saved-list.ts';
import { loadListWords, type ListWords } from './list-words.ts';

export interface SavedStart {
  userId: string;
  conversations: SavedConversation[];
  words: ListWords;
}

let reading: { userId: string; done: Promise<SavedStart | null> } | undefined;
let result: SavedStart | null | undefined;

/**
 * Starts the read for `userId` once; never rejects (no list saved, or unreadable, is null; a
 * saved empty list is a start with no conversations).
 */
export function readSavedStart(userId: string): Promise<SavedStart | null> {
  if (reading?.userId === userId) return reading.done;
  result = undefined;
  const done = Promise.all([readSavedConversationsAtStart(userId), loadListWords()])
    .then(([conversations, words]) => (conversations ? { userId, conversations, words } : null))
    .catch(() => null)
    .then((found) => {
      if (reading?.userId === userId) result = found;
      return found;
    });
  reading = { userId, done };
  return done;
}

/** The read's result for `userId` once done: undefined before, null when nothing is saved. */
export function savedStartOf(userId: string): SavedStart | null | undefined {
  return reading?.userId === userId ? result : undefined;
}

/** The read for `userId` (started by the first call), and a render once it is done. */
export function useSavedStart(userId: string | undefined): SavedStart | null | undefined {
  const [found, setFound] = useState(() => {
    if (!userId) return undefined;
    void readSavedStart(userId);
    return savedStartOf(userId);
  });
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void readSavedStart(userId).then((read) => {
      if (current) setFound(read);
    });
    return () => {
      current = false;
    };
  }, [userId]);
  return found;
}
