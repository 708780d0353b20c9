import { describe, expect, it, vi } from 'vitest';
import type { StreamChat } from 'stream-chat';
import { contactsOf, findPeople, type Person } from './find-people.ts';

function clientWith(
  me: string,
  channels: string[][],
): Pick<StreamChat, 'activeChannels' | 'userID'> {
  const activeChannels = Object.fromEntries(
    channels.map((ids, n) => [
      `messaging:${n}`,
      {
        state: {
          members: Object.fromEntries(
            ids.map((id) => [id, { user_id: id, user: { id, name: id.toUpperCase() } }]),
          ),
        },
      },
    ]),
  );
  return { userID: me, activeChannels } as unknown as Pick<StreamChat, 'activeChannels' | 'userID'>;
}

const ada: Person = { id: 'ada', name: 'Ada Lovelace' };
const bob: Person = { id: 'bob', name: 'Bob Stone' };

describe('the people picker', () => {
  it('offers the people of one’s own conversations, each once, never oneself', () => {
    const client = clientWith('me', [
      ['me', 'bob'],
      ['me', 'ada', 'bob'],
    ]);
    expect(contactsOf(client).map((p) => p.id)).toEqual(['ada', 'bob']);
  });

  it('a newcomer with no conversations sees nobody until they search', async () => {
    const ask = vi.fn(async () => [ada]);
    expect(await findPeople('', contactsOf(clientWith('me', [])), ask)).toEqual([]);
    expect(ask).not.toHaveBeenCalled();
  });

  it('lists only what the directory answers besides one’s contacts: no one unfindable', async () => {
    // The directory stands for find_people: it answers findable people and exact e-mails only.
    const ask = vi.fn(async (query: string) => (query === 'ada@example.com' ? [ada] : []));
    expect(await findPeople('ada@example.com', [bob], ask)).toEqual([ada]);
    expect(await findPeople('Lovelace', [bob], ask)).toEqual([]);
    expect(ask).toHaveBeenCalledWith('Lovelace');
  });

  it('matches contacts by name or id and does not list anyone twice', async () => {
    const ask = vi.fn(async () => [bob, ada]);
    expect(await findPeople('stone', [bob], ask)).toEqual([bob, ada]);
  });

  it('asks the directory only from two characters on', async () => {
    const ask = vi.fn(async () => [ada]);
    expect(await findPeople('b', [bob], ask)).toEqual([bob]);
    expect(ask).not.toHaveBeenCalled();
  });
});
