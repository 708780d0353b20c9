/**
 * The send route: a slash command runs instead of being posted; otherwise the first link is
 * enriched with its Open Graph data and the message is posted, one step after the other. A
 * client's message id is honoured once: a second send with it is refused.
 */
import type { ChatApp } from '../../app.ts';
import { channelFor } from '../../channels/channel-view.ts';
import { timestamp } from '../../time/clock.ts';
import { actingUserId, type RequestContext } from '../../http/context.ts';
import { inputError, nestedReply } from '../../http/errors.ts';
import { fanOutNewMessage, messageUpdated } from '../../events/fan-out.ts';
import { objectField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { attachExtras, hasExtras } from '../../messages/message-extras.ts';
import { messageShape } from '../../shapes/message.ts';
import { capabilities, requireIn, type Actor } from '../../auth/permissions.ts';
import { requireFeature } from '../../channels/features.ts';
import type { ChannelRecord, MessageRecord } from '../../store/records.ts';
import { newMessageRecord } from '../../store/records.ts';
import { runCommand } from './commands.ts';
import { countUnread } from './count-unread.ts';
import { attachmentsOf, checkLength, mentionsOf, messageCustom, textOf } from './message-input.ts';
import { enrichLinks } from './og.ts';
import { recordReply } from './record-reply.ts';
import { checkSlowMode, recordSent } from './slow-mode.ts';

const MAX_ID_LENGTH = 255;

/** A send request whose fields have the right types: who sends what, where. */
interface Send {
  data: Json;
  userId: string;
  actor: Actor;
  channel: ChannelRecord;
  /** The sender's capabilities in the channel, which every check of the send reads. */
  caps: string[];
  id: string;
  parentId: string | undefined;
  text: string;
  attachments: Json[];
}

/** What the message refers to, once checked against the channel. */
interface References {
  parent: MessageRecord | undefined;
  quotedId: string | undefined;
}

/** `POST /channels/{type}/{id}/message {message}`. */
export async function sendMessage(ctx: RequestContext): Promise<Json> {
  const command = runCommand(ctx);
  if (command) return command;
  await enrichLinks(ctx);
  const { app } = ctx;
  const send = readSend(ctx);
  requireSendRights(send);
  const references = checkContent(app, send);
  checkSlowMode(app, send.channel, send.userId, send.caps);
  const { message, channel } = writeMessage(app, send, references);
  countUnread(app, channel, message);
  const parent = references.parent && recordReply(app, references.parent, message);
  fanOutNewMessage(app, channel, message);
  if (parent) messageUpdated(app, channel, parent);
  return { message: messageShape(app, message, send.userId) };
}

function readSend(ctx: RequestContext): Send {
  const data = objectField(ctx.body, 'message', true) as Json;
  const userId = actingUserId(ctx, isObject(data.user) ? data.user.id : data.user_id);
  const { channel, member } = channelFor(ctx, userId);
  const actor: Actor = { ...ctx.actor, userId };
  const id = data.id ?? crypto.randomUUID();
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
    throw inputError('message.id must be a non-empty string of at most 255 characters');
  if (ctx.app.state.get('messages', id)) throw inputError(`message with id ${id} already exists`);
  const parentId = data.parent_id;
  if (parentId !== undefined && parentId !== null && typeof parentId !== 'string')
    throw inputError('message.parent_id must be a string');
  return {
    data,
    userId,
    actor,
    channel,
    caps: capabilities(actor, channel, member),
    id,
    parentId: parentId ?? undefined,
    text: textOf(data),
    attachments: attachmentsOf(data),
  };
}

/** Whoever may send (or reply) may also attach files: the two come and go together. */
function requireSendRights({ actor, channel, caps, parentId, attachments }: Send): void {
  requireIn(
    caps,
    actor,
    channel,
    parentId ? 'send-reply' : 'send-message',
    parentId ? 'SendReply' : 'CreateMessage',
  );
  if (attachments.length > 0) requireIn(caps, actor, channel, 'upload-file', 'UploadAttachment');
}

/** A poll or a location stands for text; a reply's parent and a quote must be in the channel. */
function checkContent(app: ChatApp, send: Send): References {
  const { data, channel, parentId } = send;
  if (parentId) requireFeature(app, channel, 'replies');
  if (typeof data.quoted_message_id === 'string') requireFeature(app, channel, 'quotes');
  if (!hasExtras(data)) checkLength(app, channel, send.text, send.attachments);
  const parent = parentId ? app.state.get('messages', parentId) : undefined;
  if (parentId && (!parent || parent.cid !== channel.cid))
    throw inputError(`parent message "${parentId}" does not exist in this channel`);
  if (parent?.parent_id)
    throw nestedReply('replies to replies are not allowed: parent_id must be a top-level message');
  const quotedId = typeof data.quoted_message_id === 'string' ? data.quoted_message_id : undefined;
  if (quotedId && app.state.get('messages', quotedId)?.cid !== channel.cid)
    throw inputError(`quoted message "${quotedId}" does not exist in this channel`);
  return { parent, quotedId };
}

/** Stores the message; one shown in the channel and not silent moves the channel up the list. */
function writeMessage(
  app: ChatApp,
  send: Send,
  { parent, quotedId }: References,
): { message: MessageRecord; channel: ChannelRecord } {
  const { data, userId, channel } = send;
  const now = timestamp();
  const pinned = data.pinned === true && send.caps.includes('pin-message');
  const message = newMessageRecord({
    id: send.id,
    cid: channel.cid,
    user_id: userId,
    text: send.text,
    type: parent ? 'reply' : 'regular',
    attachments: send.attachments,
    mentioned_user_ids: mentionsOf(app, data),
    ...(parent ? { parent_id: parent.id, show_in_channel: data.show_in_channel === true } : {}),
    ...(quotedId ? { quoted_message_id: quotedId } : {}),
    silent: data.silent === true,
    pinned,
    ...(pinned ? { pinned_at: now, pinned_by_id: userId } : {}),
    created_at: now,
    updated_at: now,
    custom: messageCustom(data),
  });
  attachExtras(app, send.actor, channel, send.caps, data, message);
  app.state.put('messages', message.id, message);
  recordSent(app, channel, userId);
  const inChannel = !parent || message.show_in_channel === true;
  if (!inChannel || message.silent) return { message, channel };
  const moved = { ...channel, last_message_at: now };
  app.state.put('channels', channel.cid, moved);
  return { message, channel: moved };
}
