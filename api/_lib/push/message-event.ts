/**
 * The parts of Stream's `message.new` webhook the push sender uses, read defensively: the body
 * is signed by the chat server, but a field this code relies on may still be missing, and one
 * odd member must not stop the others from being told.
 */

export interface WebhookMember {
  userId: string;
  /** The member's conversations with unread messages, as the chat server counted them. */
  unreadChannels: number;
  /** Invited and not (yet) accepted, or the invitation declined. */
  invitePending: boolean;
  /** Banned from the conversation (until `ban_expires`, when set) or from the app. */
  banned: boolean;
}

export interface NewMessageEvent {
  type: 'message.new';
  channelType: string;
  channelId: string;
  channelName: string | undefined;
  memberCount: number;
  messageId: string;
  text: string;
  authorId: string;
  authorName: string;
  mentionedIds: ReadonlySet<string>;
  /** Thread replies not shown in the channel notify nobody: the thread view is their place. */
  threadOnly: boolean;
  silent: boolean;
  shadowed: boolean;
  /** Stream's message type: regular, reply, system, ephemeral, error or deleted. */
  messageType: string;
  /** When the event happened (ms since the epoch): the event's `created_at`, else the message's. */
  createdAt: number;
  members: readonly WebhookMember[];
}

export type ParsedEvent =
  | { kind: 'message.new'; event: NewMessageEvent }
  | { kind: 'ignored'; type: string }
  | { kind: 'malformed'; reason: string };

type Json = Record<string, unknown>;

function record(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function time(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * Stream's ChannelMember (protocol spec: ChannelMemberResponse): `invited` with
 * `invite_accepted_at` or `invite_rejected_at`, `banned` with an optional `ban_expires`.
 */
function member(value: unknown, now: number): WebhookMember | undefined {
  const entry = record(value);
  const user = record(entry?.user);
  const userId = text(entry?.user_id) ?? text(user?.id);
  if (!userId) return undefined;
  const expires = time(entry?.ban_expires);
  return {
    userId,
    unreadChannels: count(user?.unread_channels),
    invitePending:
      (entry?.invited === true && !text(entry.invite_accepted_at)) ||
      text(entry?.invite_rejected_at) !== undefined,
    banned:
      (entry?.banned === true && (expires === undefined || expires > now)) || user?.banned === true,
  };
}

/** `now` judges whether a member's ban has run out. */
export function parseWebhookEvent(body: unknown, now: number = Date.now()): ParsedEvent {
  const event = record(body);
  if (!event) return { kind: 'malformed', reason: 'the body is not a JSON object' };
  const type = text(event.type);
  if (!type) return { kind: 'malformed', reason: 'the event has no type' };
  if (type !== 'message.new') return { kind: 'ignored', type };
  const message = record(event.message);
  const author = record(message?.user) ?? record(event.user);
  const channel = record(event.channel);
  const channelType = text(event.channel_type);
  const channelId = text(event.channel_id);
  const messageId = text(message?.id);
  const authorId = text(author?.id);
  if (!message || !channelType || !channelId || !messageId || !authorId) {
    return { kind: 'malformed', reason: 'message.new lacks its channel, message or author' };
  }
  const createdAt = time(event.created_at) ?? time(message.created_at);
  if (createdAt === undefined) {
    return {
      kind: 'malformed',
      reason: 'message.new says neither when it happened nor when the message was written',
    };
  }
  const members = (Array.isArray(event.members) ? event.members : [])
    .map((entry) => member(entry, now))
    .filter((entry) => entry !== undefined);
  const mentioned = Array.isArray(message.mentioned_users) ? message.mentioned_users : [];
  return {
    kind: 'message.new',
    event: {
      type: 'message.new',
      channelType,
      channelId,
      channelName: text(channel?.name),
      memberCount: count(channel?.member_count) || members.length,
      messageId,
      text: typeof message.text === 'string' ? message.text : '',
      authorId,
      authorName: text(author?.name) ?? authorId,
      mentionedIds: new Set(
        mentioned.map((user) => text(record(user)?.id)).filter((id) => id !== undefined),
      ),
      threadOnly: text(message.parent_id) !== undefined && message.show_in_channel !== true,
      silent: message.silent === true,
      shadowed: message.shadowed === true,
      // Stream always says; without it nothing shows the message is a person's words.
      messageType: text(message.type) ?? '',
      createdAt,
      members,
    },
  };
}
