/**
 * A conversation's composer takes a channel answer only when it was asked for after the
 * composer's last change, driven through stream-chat's own client with the network answered by
 * hand.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  StreamChat,
  type ChannelAPIResponse,
  type DraftResponse,
  type QueryChannelsAPIResponse,
} from 'stream-chat';
import { keepNewerComposerChanges } from './composer-keeps-newer-changes.ts';

const CID = 'messaging:first';

function answer(draftText?: string): ChannelAPIResponse {
  const at = new Date().toISOString();
  const draft: DraftResponse | undefined = draftText
    ? {
        channel_cid: CID,
        created_at: at,
        message: { id: `draft-${draftText}`, text: draftText },
      }
    : undefined;
  return {
    channel: { cid: CID, id: 'first', type: 'messaging', created_at: at, updated_at: at },
    members: [],
    messages: [],
    pinned_messages: [],
    read: [],
    duration: '1ms',
    ...(draft ? { draft } : {}),
  } as unknown as ChannelAPIResponse;
}

/** Network calls, each answered when the test says. */
interface Call {
  url: string;
  resolve: (value: unknown) => void;
}

let client: StreamChat;
let calls: Call[];

beforeEach(() => {
  client = new StreamChat('key', { allowServerSideConnect: true });
  calls = [];
  client.userID = 'ana';
  client.user = { id: 'ana' };
  client.post = ((url: string) =>
    new Promise((resolve) =>
      calls.push({ url, resolve: resolve as Call['resolve'] }),
    )) as StreamChat['post'];
  // An emptied composer deletes its saved draft.
  client.delete = (() => Promise.resolve({ duration: '1ms' })) as StreamChat['delete'];
  client.setMessageComposerSetupFunction(({ composer }) => {
    composer.updateConfig({ drafts: { enabled: true } });
  });
  keepNewerComposerChanges(client);
});

/** Answers the oldest call to a URL ending so. */
async function respond(ending: string, body: unknown) {
  const call = calls.find((c) => c.url.endsWith(ending));
  if (!call) throw new Error(`no call to ${ending}`);
  calls.splice(calls.indexOf(call), 1);
  call.resolve(body);
  await new Promise((r) => setTimeout(r, 0));
}

function listAnswer(...channels: ChannelAPIResponse[]): QueryChannelsAPIResponse {
  return { channels, duration: '1ms' };
}

function composerOf() {
  return client.channel('messaging', 'first').messageComposer;
}

async function writeAndLeave(text: string) {
  const composer = composerOf();
  composer.registerSubscriptions();
  composer.textComposer.setText(text);
  const saving = composer.createDraft();
  await new Promise((r) => setTimeout(r, 0));
  await respond('/draft', { draft: answer(text).draft, duration: '1ms' });
  await saving;
}

describe('a composer and the channel answers it takes', () => {
  it('keeps what was written and saved while an older list answer was on its way', async () => {
    const listing = client.queryChannels({}, {}, {});
    await writeAndLeave('A draft I am still writing');
    await respond('/channels', listAnswer(answer()));
    await listing;
    expect(composerOf().textComposer.text).toBe('A draft I am still writing');
  });

  it('keeps it against an older answer that carries an older draft', async () => {
    const opening = client.channel('messaging', 'first').query({});
    await writeAndLeave('Newer words');
    await respond('/query', answer('Older words'));
    await opening;
    expect(composerOf().textComposer.text).toBe('Newer words');
  });

  it('takes a draft from an answer asked after the last change', async () => {
    await writeAndLeave('Written here');
    const listing = client.queryChannels({}, {}, {});
    await new Promise((r) => setTimeout(r, 0));
    await respond('/channels', listAnswer(answer('Written on the phone')));
    await listing;
    expect(composerOf().textComposer.text).toBe('Written on the phone');
  });

  it('empties a saved draft when an answer asked after it has none (sent elsewhere)', async () => {
    await writeAndLeave('Sent from the phone');
    const listing = client.queryChannels({}, {}, {});
    await new Promise((r) => setTimeout(r, 0));
    await respond('/channels', listAnswer(answer()));
    await listing;
    expect(composerOf().textComposer.text).toBe('');
  });

  it('takes answers in the order they were asked, not the order they came', async () => {
    const older = client.queryChannels({}, {}, {});
    await new Promise((r) => setTimeout(r, 0));
    const newer = client.channel('messaging', 'first').query({});
    await new Promise((r) => setTimeout(r, 0));
    await respond('/query', answer('From the newer answer'));
    await newer;
    await respond('/channels', listAnswer(answer('From the older answer')));
    await older;
    expect(composerOf().textComposer.text).toBe('From the newer answer');
  });

  it('fills an untouched composer from the device copy', () => {
    client.hydrateActiveChannels([answer('Kept on the device')], { offlineMode: true });
    expect(composerOf().textComposer.text).toBe('Kept on the device');
  });
});
