/** What the chat server answers a stream-chat client: the events it sends, the errors of calls. */
import type { Event, EventTypes, StreamChat } from 'stream-chat';

/** Resolves with the next event of that type the client receives (optionally matching a predicate). */
export function nextEvent(
  client: StreamChat,
  type: EventTypes,
  predicate: (event: Event) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const subscription = client.on(type, (event) => {
      if (!predicate(event)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

/** Collects every event a client receives, to assert later on what did or did not arrive. */
export function recordEvents(client: StreamChat): Event[] {
  const events: Event[] = [];
  client.on((event) => {
    events.push(event);
  });
  return events;
}

/** The error a promise rejects with, for asserting on Stream's error code and status. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code?: number; status?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: number; status?: number; message: string };
    return { code: e.code, status: e.status, message: e.message };
  }
  throw new Error('expected the call to fail');
}
