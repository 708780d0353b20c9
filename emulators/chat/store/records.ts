/**
 * What the chat server keeps: plain JSON records, one write-ahead-log line per put or delete
 * (moderation and administration in moderation-records.ts), and the list of its tables.
 */
import type {
  BanRecord,
  BlockListRecord,
  BlockRecord,
  ChannelMuteRecord,
  FutureBanRecord,
  ModerationConfigRecord,
  ReviewItemRecord,
  UserGroupRecord,
  UserMuteRecord,
} from './moderation-records.ts';

export type Custom = Record<string, unknown>;

export interface UserRecord {
  id: string;
  role: string;
  name?: string;
  image?: string;
  teams: string[];
  custom: Custom;
  created_at: string;
  updated_at: string;
  last_active?: string;
  banned: boolean;
  invisible: boolean;
  /** Tokens of this user issued (iat) before this time are refused, as if expired. */
  revoke_tokens_issued_before?: string;
}

export interface ChannelRecord {
  cid: string;
  type: string;
  id: string;
  /** name, image and any other custom data the app set. */
  custom: Custom;
  created_by_id: string;
  created_at: string;
  updated_at: string;
  frozen: boolean;
  disabled: boolean;
  cooldown: number;
  last_message_at?: string;
  truncated_at?: string;
  /** Who truncated the channel last (the spec's ChannelResponse.truncated_by). */
  truncated_by_id?: string;
  team?: string;
}

export interface MemberRecord {
  cid: string;
  user_id: string;
  channel_role: 'channel_member' | 'channel_moderator';
  created_at: string;
  updated_at: string;
  invited: boolean;
  invite_accepted_at?: string;
  invite_rejected_at?: string;
  pinned_at?: string;
  archived_at?: string;
  hidden: boolean;
  /** Messages before this are hidden for the member (hide with clear_history). */
  hide_messages_before?: string;
  notifications_muted: boolean;
  banned: boolean;
  last_read: string;
  last_read_message_id?: string;
  /** When the member's client last confirmed delivery (handlers/channels/delivered.ts), and of which message. */
  last_delivered_at?: string;
  last_delivered_message_id?: string;
  /** Custom member data, set through UpdateMemberPartial (absent on members from before it). */
  custom?: Custom;
}

export interface ReactionRecord {
  user_id: string;
  type: string;
  score: number;
  created_at: string;
  updated_at: string;
  custom: Custom;
}

export interface MessageRecord {
  id: string;
  cid: string;
  user_id: string;
  text: string;
  type: 'regular' | 'reply' | 'system' | 'deleted';
  attachments: Custom[];
  mentioned_user_ids: string[];
  parent_id?: string;
  show_in_channel?: boolean;
  quoted_message_id?: string;
  silent: boolean;
  pinned: boolean;
  pinned_at?: string;
  pinned_by_id?: string;
  pin_expires?: string;
  created_at: string;
  updated_at: string;
  deleted_at?: string;
  message_text_updated_at?: string;
  /** Translations, `<language>_text`, and the original's `language` (TranslateMessage). */
  i18n?: Record<string, string>;
  custom: Custom;
  reactions: ReactionRecord[];
  reply_count: number;
  deleted_reply_count: number;
  thread_participant_ids: string[];
  poll_id?: string;
  shared_location?: SharedLocationRecord;
}

type MessageDefaults =
  | 'attachments'
  | 'mentioned_user_ids'
  | 'silent'
  | 'pinned'
  | 'custom'
  | 'reactions'
  | 'reply_count'
  | 'deleted_reply_count'
  | 'thread_participant_ids';

/** A message as first stored: no reactions, replies or pins yet; the caller names the rest. */
export function newMessageRecord(
  fields: Omit<MessageRecord, MessageDefaults> & Partial<Pick<MessageRecord, MessageDefaults>>,
): MessageRecord {
  return {
    attachments: [],
    mentioned_user_ids: [],
    silent: false,
    pinned: false,
    custom: {},
    reactions: [],
    reply_count: 0,
    deleted_reply_count: 0,
    thread_participant_ids: [],
    ...fields,
  };
}

export interface SharedLocationRecord {
  latitude: number;
  longitude: number;
  created_by_device_id: string;
  /** Present for live locations: updates are accepted until then. */
  end_at?: string;
  created_at: string;
  updated_at: string;
}

export interface PollOptionRecord {
  id: string;
  text: string;
  custom: Custom;
  created_at: string;
  updated_at: string;
}

export interface PollRecord {
  id: string;
  name: string;
  description?: string;
  created_by_id: string;
  enforce_unique_vote: boolean;
  max_votes_allowed?: number;
  allow_answers: boolean;
  allow_user_suggested_options: boolean;
  voting_visibility: 'public' | 'anonymous';
  is_closed: boolean;
  options: PollOptionRecord[];
  custom: Custom;
  /** The message carrying the poll, once one was sent; its channel's watchers get the poll events. */
  message_id?: string;
  created_at: string;
  updated_at: string;
}

export interface PollVoteRecord {
  id: string;
  poll_id: string;
  user_id: string;
  option_id?: string;
  answer_text?: string;
  created_at: string;
  updated_at: string;
}

export interface ReminderRecord {
  user_id: string;
  message_id: string;
  cid: string;
  remind_at?: string;
  /** Set once notification.reminder_due went out, so a restart does not send it again. */
  due_sent_at?: string;
  created_at: string;
  updated_at: string;
}

export interface DraftRecord {
  user_id: string;
  cid: string;
  parent_id?: string;
  message: Custom;
  created_at: string;
}

export interface ThreadRecord {
  parent_id: string;
  cid: string;
  title?: string;
  custom: Custom;
  created_at: string;
  updated_at: string;
  last_message_at?: string;
}

export interface ThreadReadRecord {
  parent_id: string;
  user_id: string;
  last_read: string;
  last_read_message_id?: string;
}

export interface UploadConfig {
  allowed_file_extensions: string[];
  blocked_file_extensions: string[];
  allowed_mime_types: string[];
  blocked_mime_types: string[];
  size_limit: number;
}

export interface AppSettingsRecord {
  file_upload_config: UploadConfig;
  image_upload_config: UploadConfig;
  /** Permissions v2 grants of the `.app` scope, per role (absent: the defaults). */
  grants?: Record<string, string[]>;
  guest_user_creation_disabled?: boolean;
  /** Every token issued (iat) before this time is refused, whoever it is for. */
  revoke_tokens_issued_before?: string | null;
  /** The app's push webhook (the older single-URL setting) and the events it gets (empty: all). */
  webhook_url?: string;
  webhook_events?: string[];
  /** The newer list of hooks; only `webhook` hooks are kept and delivered. */
  event_hooks?: EventHookRecord[];
}

/** One of the app's `event_hooks` of type `webhook`, as the protocol spec's EventHook names it. */
export interface EventHookRecord {
  id: string;
  hook_type: 'webhook';
  enabled: boolean;
  /** Empty: every event. */
  event_types: string[];
  webhook_url: string;
  created_at: string;
  updated_at: string;
}

/** An event kept for `POST /sync`; `user_id` marks one meant for that user alone (notification.*). */
export interface SyncEventRecord {
  seq: number;
  cid: string;
  user_id?: string;
  created_at: string;
  event: Custom;
}

/** What `PUT /channeltypes/{name}` changed of a channel type's defaults (channel-types.ts). */
export interface ChannelTypeRecord {
  updated_at: string;
  flags: Record<string, boolean>;
  max_message_length?: number;
  automod?: string;
  automod_behavior?: string;
  commands?: string[];
}

/** A push device (handlers/push/devices.ts), keyed by its id. */
export interface DeviceRecord {
  id: string;
  user_id: string;
  push_provider: string;
  push_provider_name?: string;
  created_at: string;
}

/** A user's push levels, for all conversations or one (handlers/push/push-preferences.ts). */
export interface PushPreferenceRecord {
  user_id: string;
  channel_cid?: string;
  chat_level?: string;
  call_level?: string;
  chat_preferences?: Record<string, string>;
  disabled_until?: string;
}

export interface Tables {
  settings: AppSettingsRecord;
  channelTypes: ChannelTypeRecord;
  users: UserRecord;
  channels: ChannelRecord;
  members: MemberRecord;
  messages: MessageRecord;
  channelMutes: ChannelMuteRecord;
  userMutes: UserMuteRecord;
  drafts: DraftRecord;
  threads: ThreadRecord;
  threadReads: ThreadReadRecord;
  polls: PollRecord;
  pollVotes: PollVoteRecord;
  reminders: ReminderRecord;
  reviewItems: ReviewItemRecord;
  bans: BanRecord;
  futureBans: FutureBanRecord;
  blocks: BlockRecord;
  syncEvents: SyncEventRecord;
  devices: DeviceRecord;
  pushPreferences: PushPreferenceRecord;
  userGroups: UserGroupRecord;
  blockLists: BlockListRecord;
  moderationConfigs: ModerationConfigRecord;
}

export type TableName = keyof Tables;
