/**
 * Invisible users through the official SDK (the User Presence docs: a user connecting with
 * `invisible: true`, or updated to it, stays invisible until it sets it false): never reported
 * online, not by a query for online users, not in presence events; turning visible again is.
 */
import { describe, expect, it } from 'vitest';
import { chatForFile, newClient } from '../../support/chat-server.ts';
import { nextEvent, recordEvents } from '../../support/chat-answers.ts';

const chat = await chatForFile();
await chat.createUsers(['ghost', 'seer']);
const seer = await chat.connect('seer');
await chat
  .server()
  .channel('messaging', 'haunt', { members: ['ghost', 'seer'], created_by_id: 'seer' })
  .create();
await seer.channel('messaging', 'haunt').watch();

describe('an invisible user', () => {
  it('connects without anyone hearing of it, and a query for online users leaves it out', async () => {
    const heard = recordEvents(seer);
    const ghost = newClient(chat.info);
    chat.clients.push(ghost);
    await ghost.connectUser({ id: 'ghost', invisible: true }, chat.token('ghost'));
    await chat.settle([seer]);
    expect(heard.filter((e) => e.type === 'user.presence.changed')).toEqual([]);

    const { users } = await seer.queryUsers({ id: { $in: ['ghost', 'seer'] }, online: true });
    expect(users.map((u) => u.id)).toEqual(['seer']);
    const { users: ghosts } = await seer.queryUsers({ id: 'ghost' });
    expect(ghosts[0]?.online).toBe(false);

    const seen = nextEvent(seer, 'user.presence.changed', (e) => e.user?.id === 'ghost');
    await chat.server().partialUpdateUser({ id: 'ghost', set: { invisible: false } as never });
    expect((await seen).user?.online).toBe(true);
    const online = await seer.queryUsers({ id: { $in: ['ghost', 'seer'] }, online: true });
    expect(online.users.map((u) => u.id).sort()).toEqual(['ghost', 'seer']);
  });
});
