/**
 * Tells people they were banned, and why: the SDK leaves the composer open and only marks a
 * refused message as not sent. The chat service sends `user.banned` (with the moderator's
 * reason) and `user.unbanned` to the person themselves too.
 */
import type { Event, StreamChat } from 'stream-chat';

/** `user.banned` carries the moderator's reason; stream-chat's Event type does not list it. */
function reasonOf(event: Event): string | undefined {
  const { reason } = event as { reason?: unknown };
  return typeof reason === 'string' && reason ? reason : undefined;
}

function bannedText(event: Event): string {
  const where = event.cid ? 'A moderator banned you from this conversation' : 'You were banned';
  const reason = reasonOf(event);
  return reason ? `${where}. Reason: ${reason}` : where;
}

export function subscribeOwnBans(client: StreamChat): () => void {
  const aboutMe = (event: Event) => !!event.user && event.user.id === client.userID;
  const subscriptions = [
    client.on('user.banned', (event) => {
      if (!aboutMe(event)) return;
      client.notifications.addError({
        message: bannedText(event),
        origin: { emitter: 'Moderation' },
        options: { type: 'api:user:banned', metadata: { reason: reasonOf(event) } },
      });
    }),
    client.on('user.unbanned', (event) => {
      if (!aboutMe(event)) return;
      client.notifications.addInfo({
        message: 'Your ban was lifted: you can write here again',
        origin: { emitter: 'Moderation' },
        options: { type: 'api:user:unbanned' },
      });
    }),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
