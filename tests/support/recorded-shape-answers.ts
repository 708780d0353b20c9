/**
 * This server's answers to the calls and events of hosted Stream's recordings
 * (tests/conformance/stream-chat/stream-shapes/*.txt), made through the official SDK in the
 * recordings' order and with what the recorded session had (a push device, a blocked user, a
 * named channel, a system message on truncating), so that every recorded field can be reached.
 */
import type { StreamChat } from 'stream-chat';
import { nextEvent } from './chat-answers.ts';
import { newClient, type TestChat } from './chat-server.ts';

/** A shape's file, with the operation or the event type it is of. */
export interface ShapeFile {
  file: string;
  operation?: string;
  event?: string;
}

/** Each recording's file, with the operation or event it recorded. */
export const RECORDINGS: readonly ShapeFile[] = [
  { file: 'ws_health_check.txt', event: 'health.check' },
  { file: 'http_channel_creation.txt', operation: 'GetOrCreateChannel' },
  { file: 'http_channels.txt', operation: 'QueryChannels' },
  { file: 'http_message.txt', operation: 'SendMessage' },
  { file: 'ws_message.txt', event: 'message.new' },
  { file: 'http_reaction.txt', operation: 'SendReaction' },
  { file: 'ws_reaction.txt', event: 'reaction.new' },
  { file: 'http_attachment.txt', operation: 'UploadChannelImage' },
  { file: 'http_events.txt', operation: 'SendEvent' },
  { file: 'ws_events.txt', event: 'typing.start' },
  { file: 'http_add_member.txt', operation: 'UpdateChannel' },
  { file: 'ws_events_member.txt', event: 'member.added' },
  { file: 'ws_events_channel.txt', event: 'channel.updated' },
  { file: 'http_draft.txt', operation: 'CreateDraft' },
  { file: 'ws_draft_updated.txt', event: 'draft.updated' },
  { file: 'ws_draft_deleted.txt', event: 'draft.deleted' },
  { file: 'http_truncate.txt', operation: 'TruncateChannel' },
  { file: 'http_channel_removal.txt', operation: 'DeleteChannel' },
];

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** The answers by recording file. */
export async function recordedAnswers(chat: TestChat): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const image = 'https://example.com/avatar.png';
  // The recorded users had set their privacy settings (stored and answered as they are here),
  // and every recorded member had been online once (`last_active`).
  const privacy = { enabled: true };
  const privacy_settings = {
    typing_indicators: privacy,
    read_receipts: privacy,
    delivery_receipts: privacy,
  };
  await chat
    .server()
    .upsertUsers(
      ['alice', 'bob', 'carol', 'dave'].map((id) => ({ id, name: id, image, privacy_settings })),
    );
  const bob = await chat.connect('bob', { name: 'Bob', image });
  await (await chat.connect('dave', { name: 'Dave', image })).disconnectUser();
  await bob.blockUser('carol');
  const alice: StreamChat = newClient(chat.info);
  chat.clients.push(alice);
  answers['ws_health_check.txt'] = await alice.connectUser(
    { id: 'alice', name: 'Alice', image },
    chat.token('alice'),
  );
  await alice.addDevice('alice-phone', 'apn', undefined, 'APN-Configuration');
  const channel = alice.channel('messaging', 'shapes', {
    name: 'Shapes',
    members: ['alice', 'bob'],
  });
  answers['http_channel_creation.txt'] = await channel.watch();
  await bob.channel('messaging', 'shapes').watch();

  const messageNew = nextEvent(bob, 'message.new');
  const sent = await channel.sendMessage({ text: 'shape me' });
  answers['http_message.txt'] = sent;
  answers['ws_message.txt'] = await messageNew;
  const reactionNew = nextEvent(bob, 'reaction.new');
  answers['http_reaction.txt'] = await channel.sendReaction(sent.message.id, { type: 'like' });
  answers['ws_reaction.txt'] = await reactionNew;
  answers['http_attachment.txt'] = await channel.sendImage(PNG as never, 'file.png', 'image/png');
  const typing = nextEvent(bob, 'typing.start');
  answers['http_events.txt'] = await channel.sendEvent({ type: 'typing.start' });
  answers['ws_events.txt'] = await typing;
  answers['http_channels.txt'] = await alice.post(`${alice.baseURL}/channels`, {
    filter_conditions: { members: { $in: ['alice'] } },
    sort: [{ field: 'last_message_at', direction: -1 }],
    state: true,
    watch: false,
    limit: 10,
  });

  const memberAdded = nextEvent(bob, 'member.added');
  answers['http_add_member.txt'] = await channel.addMembers(['dave']);
  answers['ws_events_member.txt'] = await memberAdded;
  const channelUpdated = nextEvent(bob, 'channel.updated');
  await channel.updatePartial({ set: { name: 'Shapes again' } });
  answers['ws_events_channel.txt'] = await channelUpdated;

  const draftUpdated = nextEvent(alice, 'draft.updated');
  answers['http_draft.txt'] = await channel.createDraft({ text: 'later' });
  answers['ws_draft_updated.txt'] = await draftUpdated;
  const draftDeleted = nextEvent(alice, 'draft.deleted');
  await channel.deleteDraft();
  answers['ws_draft_deleted.txt'] = await draftDeleted;

  answers['http_truncate.txt'] = await channel.truncate({
    hard_delete: true,
    skip_push: false,
    message: { text: 'Channel truncated' },
  });
  answers['http_channel_removal.txt'] = await channel.delete();
  return answers;
}
