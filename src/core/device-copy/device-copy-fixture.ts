/**
 * A fresh device copy for each test, driven the way stream-chat drives it, on an in-memory
 * IndexedDB, and the chat server's answers it is fed. Test-only.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { StreamChat, type ChannelAPIResponse, type Event, type MessageResponse } from 'stream-chat';
import { DeviceCopy } from './device-copy.ts';

export const ALICE = 'alice';
let run = 0;

export interface FreshCopy {
  client: StreamChat;
  db: DeviceCopy;
  /** The copy's user: a new one for each test, so no test reads another's database. */
  user: string;
}

/** A fresh copy before each test of the file, handed to `use`; closed after the test. */
export function freshCopyForEachTest(use: (copy: FreshCopy) => void): void {
  let current: FreshCopy | undefined;
  beforeEach(async () => {
    current = await freshDeviceCopy();
    use(current);
  });
  afterEach(() => current?.db.close());
}

async function freshDeviceCopy(): Promise<FreshCopy> {
  const user = `${ALICE}-${++run}`;
  const client = new StreamChat('key');
  client.userID = ALICE;
  const db = new DeviceCopy(client);
  db.useUser(user);
  await db.init(user);
  return { client, db, user };
}

export function message(
  cid: string,
  n: number,
  extra: Partial<MessageResponse> = {},
): MessageResponse {
  return {
    id: `${cid}-m${n}`,
    cid,
    text: `message ${n}`,
    type: 'regular',
    user: { id: 'bob' },
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    latest_reactions: [],
    own_reactions: [],
    ...extra,
  } as MessageResponse;
}

/** A channel neither disabled nor frozen. */
export const OPEN = { disabled: false, frozen: false };

export function answer(
  id: string,
  messages: number,
  at = '2026-01-01T00:00:00.000Z',
): ChannelAPIResponse {
  const cid = `messaging:${id}`;
  const list = Array.from({ length: messages }, (_, i) => message(cid, i + 1));
  // As the server answers: the last message time is never before the last message.
  const last = [at, ...list.map((m) => m.created_at as string)].sort().at(-1);
  return {
    channel: { cid, id, type: 'messaging', last_message_at: last, created_at: at, ...OPEN },
    members: [
      { user_id: ALICE, user: { id: ALICE } },
      { user_id: 'bob', user: { id: 'bob' } },
    ],
    messages: list,
    pinned_messages: [],
    read: [{ user: { id: ALICE }, last_read: at, unread_messages: 0 }],
    membership: { user_id: ALICE, user: { id: ALICE } },
  };
}

/** A reaction as an event carries it. */
export function reaction(type: string, userId: string, messageId: string): Event['reaction'] {
  const at = '2026-01-01T00:00:00.000Z';
  const user = { id: userId };
  return { type, user, user_id: userId, message_id: messageId, created_at: at, updated_at: at };
}

/** A stand-in for the socket: the device copy asks it only whether it is healthy. */
export function setSocket(client: StreamChat, healthy: boolean): void {
  Reflect.set(client, 'wsConnection', { isHealthy: healthy });
}
