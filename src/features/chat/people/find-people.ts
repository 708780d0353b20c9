/**
 * Whom the people picker offers: never the deployment's whole user list. With no query, the
 * people one already shares a conversation with; with a query, those of them whose name or id
 * contains it, and what the directory answers (supabase/migrations, find_people): the account
 * with exactly that e-mail, or people who chose to be findable whose name contains it.
 */
import type { StreamChat } from 'stream-chat';
import { database } from '../../../core/supabase/data-client.ts';

export interface Person {
  id: string;
  name?: string;
  image?: string;
}

export type Directory = (query: string) => Promise<Person[]>;

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/** Everyone in the conversations this client holds, but oneself, each once, by name. */
export function contactsOf(client: Pick<StreamChat, 'activeChannels' | 'userID'>): Person[] {
  const people = new Map<string, Person>();
  for (const channel of Object.values(client.activeChannels)) {
    for (const member of Object.values(channel.state.members)) {
      const id = member.user?.id ?? member.user_id;
      if (!id || id === client.userID || people.has(id)) continue;
      people.set(id, { id, name: member.user?.name, image: member.user?.image as string });
    }
  }
  return [...people.values()].sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id));
}

/** The directory's answer for a query, as people the chat knows by the same ids. */
export const directory: Directory = async (query) => {
  const { data, error } = await database().rpc('find_people', { p_query: query });
  if (error) throw new Error(error.message);
  return (
    data as {
      user_id: string;
      first_name: string | null;
      last_name: string | null;
      profile_picture_url: string | null;
    }[]
  ).map((row) => ({
    id: row.user_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || undefined,
    image: row.profile_picture_url ?? undefined,
  }));
};

export async function findPeople(
  query: string,
  contacts: Person[],
  ask: Directory,
): Promise<Person[]> {
  const term = query.trim();
  if (!term) return contacts;
  const wanted = fold(term);
  const known = contacts.filter((p) => fold(`${p.name ?? ''} ${p.id}`).includes(wanted));
  const found = term.length >= 2 ? await ask(term) : [];
  const seen = new Set(known.map((p) => p.id));
  return [...known, ...found.filter((p) => !seen.has(p.id))];
}
