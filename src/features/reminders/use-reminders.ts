/**
 * The signed-in user's reminders and saved messages, soonest first, kept fresh by the
 * reminder events the chat server sends to every connection of the user.
 */
import { useEffect, useState } from 'react';
import type { ReminderResponse, StreamChat } from 'stream-chat';
import { errorDetail } from '../../lib/error-words.ts';

const EVENTS = ['reminder.created', 'reminder.updated', 'reminder.deleted'] as const;

type Loaded = { reminders: ReminderResponse[]; error: null } | { reminders: null; error: string };

export function useReminders(client: StreamChat): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      client.queryReminders({ sort: [{ remind_at: 1 }], limit: 100 }).then(
        ({ reminders }) => {
          if (live) setLoaded({ reminders, error: null });
        },
        (e: unknown) => {
          if (live) setLoaded({ reminders: null, error: errorDetail(e) });
        },
      );
    void refresh();
    const subs = EVENTS.map((type) => client.on(type, () => void refresh()));
    return () => {
      live = false;
      subs.forEach((s) => s.unsubscribe());
    };
  }, [client]);

  return loaded;
}
