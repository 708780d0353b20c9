/**
 * A conversation this page has just started. The chat server tells the other people in it
 * (`notification.added_to_channel`) but not the person who started it, who only starts watching
 * it (stream-chat-react issue 1840), so the list would leave it out until a message came: a new
 * account's first group stayed out of its list, under "No conversations yet" and the way in.
 * The new-conversation form says so here; the inbox list takes it in at once.
 */
import type { Channel } from 'stream-chat';
import { listeners } from '../../lib/listeners.ts';

export const startedHere = listeners<[Channel]>();
