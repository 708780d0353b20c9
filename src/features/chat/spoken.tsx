/**
 * Words only a screen reader needs, beside what shows: hidden text that follows a row's visible
 * words and is read as a sentence of its own (the conversation list's rows, the threads list's).
 * None of the SDK's code: the list at start draws it too.
 */
export function Spoken({ words }: { words: string | undefined }) {
  return words ? <span className="visually-hidden">{`. ${words}`}</span> : null;
}
