/**
 * Words only a screen reader needs, beside what shows: hidden text that follows a row's visible
 * words and is read as a sentence of its own (the list rows, channel-list-item.tsx and
 * thread-list-item.tsx).
 */
import { VisuallyHidden } from 'stream-chat-react';

export function Spoken({ words }: { words: string | undefined }) {
  return words ? <VisuallyHidden>{`. ${words}`}</VisuallyHidden> : null;
}
