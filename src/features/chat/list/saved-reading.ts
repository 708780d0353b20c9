/**
 * Whether the person is reading older saved messages (the saved conversation view scrolled up
 * from its newest message): the SDK's conversation, which opens at the newest message, waits to
 * take that view's place until they are back at the end, so the place they read is never lost.
 */
let reading = false;
const listeners = new Set<() => void>();

export function setSavedReading(value: boolean): void {
  if (reading === value) return;
  reading = value;
  listeners.forEach((listener) => listener());
}

export const savedReading = (): boolean => reading;

export function onSavedReading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
