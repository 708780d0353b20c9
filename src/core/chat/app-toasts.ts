/**
 * Toasts that belong to no one panel. They carry the SDK's `target:modal` tag so the channel
 * and channel-list toasts leave them alone; the app-wide notice list picks them by Parley's own.
 */
import type { StreamChat } from 'stream-chat';

export const APP_TAG = 'parley:app';
export const APP_TOAST_TAGS = ['target:modal', APP_TAG];

/** A toast that shows whichever screen is open (e.g. a deep link that could not be followed). */
export function addAppError(client: StreamChat, message: string, type: string): void {
  client.notifications.addError({
    message,
    origin: { emitter: 'Parley' },
    options: { tags: APP_TOAST_TAGS, type },
  });
}
