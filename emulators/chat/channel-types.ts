/**
 * The two channel types Parley uses, with hosted Stream's default settings. Polls, reminders,
 * shared locations and URL enrichment are on (Parley uses them); the commands are the moderation
 * set (`/giphy` needs the message-action endpoint, which this server leaves out).
 */
import { COMMANDS, type CommandConfig } from './command-list.ts';

export interface ChannelTypeConfig {
  created_at: string;
  updated_at: string;
  name: string;
  typing_events: boolean;
  read_events: boolean;
  connect_events: boolean;
  delivery_events: boolean;
  search: boolean;
  reactions: boolean;
  replies: boolean;
  quotes: boolean;
  mutes: boolean;
  uploads: boolean;
  url_enrichment: boolean;
  custom_events: boolean;
  push_notifications: boolean;
  reminders: boolean;
  mark_messages_pending: boolean;
  polls: boolean;
  user_message_reminders: boolean;
  shared_locations: boolean;
  count_messages: boolean;
  message_retention: string;
  max_message_length: number;
  automod: string;
  automod_behavior: string;
  blocklist_behavior: string;
  skip_last_msg_update_for_system_msgs: boolean;
  commands: CommandConfig[];
}

const CONFIG_DATE = '2024-01-01T00:00:00.000000Z';

function defaults(name: string): ChannelTypeConfig {
  return {
    created_at: CONFIG_DATE,
    updated_at: CONFIG_DATE,
    name,
    typing_events: true,
    read_events: true,
    connect_events: true,
    delivery_events: false,
    search: true,
    reactions: true,
    replies: true,
    quotes: true,
    mutes: true,
    uploads: true,
    url_enrichment: true,
    custom_events: true,
    push_notifications: true,
    reminders: false,
    mark_messages_pending: false,
    polls: true,
    user_message_reminders: true,
    shared_locations: true,
    count_messages: false,
    message_retention: 'infinite',
    max_message_length: 5000,
    automod: 'disabled',
    automod_behavior: 'flag',
    blocklist_behavior: 'flag',
    skip_last_msg_update_for_system_msgs: false,
    commands: [...COMMANDS],
  };
}

export const CHANNEL_TYPES: ReadonlyMap<string, ChannelTypeConfig> = new Map([
  ['messaging', defaults('messaging')],
  ['team', defaults('team')],
]);
