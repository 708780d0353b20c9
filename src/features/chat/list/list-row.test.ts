import { describe, expect, it } from 'vitest';
import type { MessageResponse, Mute } from 'stream-chat';
import { StreamChat } from 'stream-chat';
import type { SavedConversation } from '../../../core/device-copy/lists/saved-list.ts';
import type { StoredMessage } from '../../../core/device-copy/schema.ts';
import { listTime, rowOf } from './list-row.ts';
import { listWords } from './list-words.ts';
import { savedFacts } from './saved-facts.ts';
import { channelFacts } from './channel-facts.ts';

const words = listWords('en', {});
const MUTED_WORDS = 'Message from a muted user';
const NOW = new Date('2026-11-29T15:00:00');
const ME = 'me';

type Person = { id: string; name?: string; image?: string };

function message(fields: Partial<MessageResponse> & { at?: string } = {}): StoredMessage {
  const { at = '2026-11-29T14:24:00', ...rest } = fields;
  return {
    id: rest.id ?? `m-${at}`,
    cid: 'messaging:c',
    created_at: new Date(at).toISOString(),
    message: {
      id: `m-${at}`,
      text: 'Hello',
      type: 'regular',
      user: { id: 'bo', name: 'Bo' },
      created_at: new Date(at).toISOString(),
      ...rest,
    } as MessageResponse,
  };
}

function conversation(
  fields: { name?: string; image?: string; people?: Person[]; unread?: number; count?: number },
  messages: StoredMessage[] = [message()],
): SavedConversation {
  const people = fields.people ?? [
    { id: ME, name: 'Me' },
    { id: 'bo', name: 'Bo' },
  ];
  return {
    saved: {
      cid: 'messaging:c',
      channel: {
        name: fields.name,
        image: fields.image,
        member_count: fields.count ?? people.length,
      },
      members: Object.fromEntries(people.map((p) => [p.id, { user_id: p.id, user: p }])),
      read: { [ME]: { unread_messages: fields.unread ?? 0 } },
    } as unknown as SavedConversation['saved'],
    messages,
  };
}

const row = (c: SavedConversation) => rowOf(savedFacts(c, ME), ME, NOW, words, MUTED_WORDS);

/** The same conversation with messages the reader wrote waiting on the device to be sent. */
function withWaiting(
  saved: SavedConversation,
  waiting: { text: string; at: string; parent_id?: string }[],
): SavedConversation {
  return {
    ...saved,
    waiting: waiting.map(({ text, at, parent_id }) => ({
      message: { id: `w-${at}`, text, ...(parent_id ? { parent_id } : {}) },
      writtenAt: new Date(at).toISOString(),
    })),
  };
}

describe('a row of the conversation list, made from what the device saved', () => {
  it.each([
    ['its own name', conversation({ name: 'Weekend trip' }), 'Weekend trip'],
    ['the other person, for two', conversation({}), 'Bo'],
    [
      'the first two others, for a group',
      conversation({
        people: [{ id: ME }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }, { id: 'di' }],
      }),
      'Bo, Cy',
    ],
    ['N/A with no one else and no name', conversation({ people: [{ id: ME }] }), 'N/A'],
  ])('is titled by %s', (_case, saved, title) => {
    expect(row(saved).title).toBe(title);
  });

  it.each([
    [
      'the channel picture',
      conversation({ image: 'https://x/c.png' }),
      [{ name: 'Bo', imageUrl: 'https://x/c.png' }],
    ],
    [
      'the other person picture, for two',
      conversation({ people: [{ id: ME }, { id: 'bo', name: 'Bo', image: 'https://x/bo.png' }] }),
      [{ name: 'Bo', imageUrl: 'https://x/bo.png' }],
    ],
    [
      'each named member, for a group with no picture',
      conversation({ people: [{ id: ME, name: 'Me' }, { id: 'bo', name: 'Bo' }, { id: 'cy' }] }),
      [
        { name: 'Me', imageUrl: undefined },
        { name: 'Bo', imageUrl: undefined },
      ],
    ],
  ])('shows %s', (_case, saved, avatars) => {
    expect(row(saved).avatars).toEqual(avatars);
  });

  it.each([
    [
      'the words without Markdown',
      [message({ text: '**Release** is _Friday_' })],
      { type: 'text', text: 'Release is Friday' },
    ],
    [
      '"You:" before the reader\'s own',
      [message({ user: { id: ME, name: 'Me' } })],
      { sender: 'You', type: 'text', text: 'Hello' },
    ],
    [
      'a deleted message',
      [message({ type: 'deleted', text: '' })],
      { type: 'deleted', text: 'Message deleted' },
    ],
    [
      'a failed one',
      [message({ type: 'error' })],
      { type: 'error', text: 'Message failed to send' },
    ],
    ['a poll', [message({ poll_id: 'p', text: '' })], { type: 'poll', text: 'Poll' }],
    [
      'a picture with no words',
      [message({ text: '', attachments: [{ type: 'image' }] })],
      { type: 'image', text: 'Image' },
    ],
    [
      'three pictures',
      [
        message({
          text: '',
          attachments: [{ type: 'image' }, { type: 'image' }, { type: 'image' }],
        }),
      ],
      { type: 'image', text: '3 images' },
    ],
    [
      'a file by its title',
      [message({ text: '', attachments: [{ type: 'file', title: 'plan.pdf' }] })],
      { type: 'file', text: 'plan.pdf' },
    ],
    [
      'pictures and files as files',
      [message({ text: '', attachments: [{ type: 'image' }, { type: 'file' }] })],
      { type: 'file', text: '2 files' },
    ],
    [
      'a voice message',
      [message({ text: '', attachments: [{ type: 'voiceRecording' }] })],
      { type: 'voice', text: 'Voice message' },
    ],
    ['nothing yet', [], { type: 'empty', text: 'Nothing yet...' }],
    [
      'the last message shown in the conversation, not a thread reply',
      [message(), message({ at: '2026-11-29T14:30:00', text: 'In a thread', parent_id: 'p' })],
      { type: 'text', text: 'Hello' },
    ],
  ])('summarises %s', (_case, messages, preview) => {
    expect(row(conversation({}, messages)).preview).toEqual(preview);
  });

  it('names the sender in a group of more than two', () => {
    const group = conversation({
      count: 3,
      people: [{ id: ME }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }],
    });
    expect(row(group).preview).toEqual({ sender: 'Bo', type: 'text', text: 'Hello' });
  });

  it('counts what the reader has not read', () => {
    expect(row(conversation({ unread: 4 })).unread).toBe(4);
    expect(row(conversation({})).unread).toBe(0);
  });

  it.each([
    ['today, its time', '2026-11-29T09:05:00', '9:05 AM'],
    ['yesterday', '2026-11-28T23:59:00', 'Yesterday'],
    ['this week, its weekday', '2026-11-25T10:00:00', 'Wednesday'],
    ['earlier, its date', '2026-11-02T10:00:00', '11/02/2026'],
  ])('writes the time of %s as the SDK does', (_case, at, label) => {
    expect(listTime(new Date(at), NOW, words)).toBe(label);
  });

  it('says the unread count in the plural form of the language', () => {
    expect(words.count('aria/{{ count }} unread message', 1)).toBe('1 unread message');
    expect(words.count('aria/{{ count }} unread message', 3)).toBe('3 unread messages');
    const german = listWords('de', {
      'aria/{{ count }} unread message_other': '{{ count }} ungelesene Nachrichten',
    });
    expect(german.count('aria/{{ count }} unread message', 3)).toBe('3 ungelesene Nachrichten');
  });
});

/** The chat server's answer for the same conversation, as the client takes it in. */
function fromClientChannel(conversation: SavedConversation) {
  const client = new StreamChat('key', { allowServerSideConnect: true });
  client.userID = ME;
  client.user = { id: ME };
  const { saved, messages } = conversation;
  const [type = '', id = ''] = saved.cid.split(':');
  const [channel] = client.hydrateActiveChannels([
    {
      channel: { ...saved.channel, id, type, cid: saved.cid },
      members: Object.values(saved.members),
      messages: messages.map((stored) => stored.message),
      read: Object.entries(saved.read).map(([user, read]) => ({
        ...read,
        user: { id: user },
        // As the server gives it: read before the unread messages, after all when none is.
        last_read:
          read.last_read ?? (read.unread_messages ? '2026-11-01T00:00Z' : NOW.toISOString()),
      })),
      membership: saved.membership ?? null,
      duration: '0ms',
      pinned_messages: [],
    } as never,
  ]);
  if (!channel) throw new Error('not hydrated');
  return channel;
}

const fromClient = (conversation: SavedConversation) =>
  rowOf(channelFacts(fromClientChannel(conversation), ME, []), ME, NOW, words, MUTED_WORDS);

describe('a row from the device and the same conversation from the chat client', () => {
  it.each([
    ['a conversation of two', conversation({ unread: 1 })],
    [
      'a named group',
      conversation({
        name: 'Weekend trip',
        count: 3,
        people: [{ id: ME }, { id: 'bo', name: 'Bo' }, { id: 'cy', name: 'Cy' }],
      }),
    ],
    [
      'a picture with no words',
      conversation({}, [message({ text: '', attachments: [{ type: 'image' }] })]),
    ],
    ['nothing yet', conversation({}, [])],
  ])('are the same row: %s', (_case, saved) => {
    expect(fromClient(saved)).toEqual(row(saved));
  });
});

describe('the unread count of a conversation the client holds', () => {
  /** The server's answer counted no message unread: it was made before the one that came. */
  const answeredBefore = (newer: StoredMessage) => {
    const saved = conversation({}, [message({ at: '2026-11-29T10:00:00' }), newer]);
    const read = { user: { id: ME }, unread_messages: 0, last_read: '2026-11-29T11:00:00Z' };
    return fromClientChannel({ ...saved, saved: { ...saved.saved, read: { [ME]: read } } });
  };
  const unread = (channel: ReturnType<typeof answeredBefore>, mutes: Mute[] = []) =>
    channelFacts(channel, ME, mutes).unread;

  it.each([
    ["another person's message after the reader's read", message({ at: '2026-11-29T12:00' }), 1],
    ["the reader's own", message({ at: '2026-11-29T12:00', user: { id: ME } }), 0],
    [
      'a reply kept in its thread',
      message({ at: '2026-11-29T12:00', parent_id: 'm-1', show_in_channel: false }),
      0,
    ],
    ['a silent one', message({ at: '2026-11-29T12:00', silent: true }), 0],
  ])('counts %s', (_case, newer, count) => {
    expect(unread(answeredBefore(newer))).toBe(count);
  });

  it("does not count a muted author's message", () => {
    const channel = answeredBefore(message({ at: '2026-11-29T12:00' }));
    expect(unread(channel, [{ target: { id: 'bo' } } as Mute])).toBe(0);
  });
});

describe('a row whose last message waits on the device to be sent', () => {
  const waitingRow = {
    preview: { sender: 'You', type: 'text', text: 'Written offline' },
    delivery: 'waiting',
    time: { label: '2:40 PM', iso: new Date('2026-11-29T14:40:00').toISOString() },
  };

  it.each([
    ['a new conversation, its only message waiting', conversation({}, [])],
    ['after the saved messages', conversation({})],
  ])('shows it as the last message, marked waiting: %s', (_case, saved) => {
    const waiting = withWaiting(saved, [
      { text: 'Written first', at: '2026-11-29T14:35:00' },
      { text: 'Written offline', at: '2026-11-29T14:40:00' },
    ]);
    expect(row(waiting)).toMatchObject(waitingRow);
  });

  it.each([
    [
      'a reply waiting in a thread',
      withWaiting(conversation({}, []), [
        { text: 'In a thread', at: '2026-11-29T14:40:00', parent_id: 'p' },
      ]),
      { type: 'empty', text: 'Nothing yet...' },
    ],
    [
      'a message saved after the one waiting',
      withWaiting(conversation({}, [message({ at: '2026-11-29T14:45:00' })]), [
        { text: 'Written offline', at: '2026-11-29T14:40:00' },
      ]),
      { type: 'text', text: 'Hello' },
    ],
  ])('leaves out %s', (_case, saved, preview) => {
    expect(row(saved).preview).toEqual(preview);
  });

  it('is the same row from the chat client, where the conversation shows it "sending"', () => {
    const saved = conversation({}, [
      message({ id: 'w', text: 'Written offline', at: '2026-11-29T14:40:00', user: { id: ME } }),
    ]);
    const client = fromClientChannel(saved);
    client.state.latestMessages[0] = {
      ...client.state.latestMessages[0],
      status: 'sending',
    } as never;
    const live = rowOf(channelFacts(client, ME, []), ME, NOW, words, MUTED_WORDS);
    const atStart = row(
      withWaiting(conversation({}, []), [{ text: 'Written offline', at: '2026-11-29T14:40:00' }]),
    );
    expect(live).toEqual(atStart);
    expect(live).toMatchObject(waitingRow);
  });
});

describe("a row's marks", () => {
  it('says a pinned conversation is pinned', () => {
    const pinned = conversation({});
    pinned.saved.membership = { pinned_at: '2026-11-20T10:00:00Z' } as never;
    expect(row(pinned).pinned).toBe(true);
    expect(row(conversation({})).pinned).toBe(false);
  });

  it("gives how far the reader's own last message went, and only for the reader's", () => {
    const own = conversation({}, [message({ user: { id: ME, name: 'Me' } })]);
    expect(row(own).delivery).toBe('sent');
    own.saved.read.bo = { last_read: '2026-11-29T14:30:00.000Z', unread_messages: 0 } as never;
    expect(row(own).delivery).toBe('read');
    expect(row(conversation({})).delivery).toBeUndefined();
  });

  it("puts the muted author's words in place of the message", () => {
    const facts = { ...savedFacts(conversation({}), ME), authorMuted: true };
    expect(rowOf(facts, ME, NOW, words, MUTED_WORDS).preview).toEqual({
      type: 'text',
      text: MUTED_WORDS,
    });
  });
});

describe('a conversation the list is told of before the chat client has loaded it', () => {
  it('makes a row, muted as the client knows it, rather than failing', () => {
    const client = new StreamChat('key');
    client.userID = ME;
    const channel = client.channel('messaging', 'arriving');
    client.mutedChannels = [{ channel: { cid: channel.cid }, user: { id: ME } } as never];
    const facts = channelFacts(channel, ME, []);
    expect(facts).toMatchObject({ cid: 'messaging:arriving', muted: true, unread: 0 });
    expect(rowOf(facts, ME, NOW, words, MUTED_WORDS).preview).toEqual({
      type: 'empty',
      text: 'Nothing yet...',
    });
  });
});
