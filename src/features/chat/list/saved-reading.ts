/**
 * Whether the person is reading older saved messages (the saved conversation view scrolled up
 * from its newest message): the SDK's conversation, which opens at the newest message, waits to
 * take that view's place until they are back at the end, so the place they read is never lost.
 */
import { listeners } from '../../../lib/listeners.ts';

let reading = false;
const readers = listeners();

export function setSavedReading(value: boolean): void {
  if (reading === value) return;
  reading = value;
  readers.tell();
}

export const savedReading = (): boolean => reading;

export const onSavedReading = (listener: () => void): (() => void) => readers.add(listener);
