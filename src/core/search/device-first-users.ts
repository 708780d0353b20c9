/**
 * The people search: the members of the conversations on the device whose name or id answers
 * the query. People are never searched on the chat server: users hold no `search-user` grant
 * there (shared/stream-app-setup.ts), so that no one can list the whole deployment; the people
 * someone shares a conversation with are the ones their device knows.
 */
import { UserSearchSource, type StreamChat, type UserResponse } from 'stream-chat';
import { nameMatches } from './search-text.ts';
import { searchOrigin, type WithOrigin } from './search-origin.ts';

/** The people met in the conversations kept on the device who answer the query, by name. */
export function devicePeople(client: StreamChat, query: string): UserResponse[] {
  const found = new Map<string, UserResponse>();
  for (const channel of Object.values(client.activeChannels)) {
    for (const { user } of Object.values(channel.state.members)) {
      if (!user || user.id === client.userID || found.has(user.id)) continue;
      if (nameMatches([user.name ?? '', user.id], query)) found.set(user.id, user);
    }
  }
  return [...found.values()].sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id));
}

export class DeviceFirstUserSearch extends UserSearchSource implements WithOrigin {
  readonly origin = searchOrigin();

  constructor(private readonly chat: StreamChat) {
    super(chat);
  }

  /** One page, all the device knows; offline, the results say so as the other sources' do. */
  protected override query(searchQuery: string) {
    this.origin.next({ deviceOnly: !navigator.onLine });
    return Promise.resolve({ items: devicePeople(this.chat, searchQuery), next: null });
  }
}
