/**
 * The two channel types Parley uses, as a hosted app has them once `npm run stream:configure`
 * has set it up: hosted Stream's defaults, with polls, message reminders and shared locations on
 * (off on a new hosted app; Parley uses them) and the commands the moderation set (`/giphy`,
 * which a new hosted `messaging` type offers, is taken off: it needs the message-action
 * endpoint, which this server leaves out). `PUT /channeltypes/{name}` changes them per app
 * (handlers/settings/channel-types.ts); channelConfig() is what the channels then carry and obey.
 */
import type { ChatApp } from '../app.ts';
import { COMMANDS, KNOWN_COMMANDS, type CommandConfig } from './command-list.ts';

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
    // Off on hosted apps until Stream's support turns it on (Delivered & Read Status docs).
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

/** The settings a channel type's update may switch on or off. */
export const CHANNEL_TYPE_FLAGS = [
  'typing_events',
  'read_events',
  'connect_events',
  'delivery_events',
  'search',
  'reactions',
  'replies',
  'quotes',
  'mutes',
  'uploads',
  'url_enrichment',
  'custom_events',
  'push_notifications',
  'reminders',
  'mark_messages_pending',
  'polls',
  'user_message_reminders',
  'shared_locations',
  'count_messages',
  'skip_last_msg_update_for_system_msgs',
] as const satisfies readonly (keyof ChannelTypeConfig)[];

/** A channel type's settings in this app: the defaults and what its updates changed. */
export function channelConfig(app: ChatApp, type: string): ChannelTypeConfig | undefined {
  const base = CHANNEL_TYPES.get(type);
  const changed = app.state.get('channelTypes', type);
  if (!base || !changed) return base;
  const commands = changed.commands?.map((name) =>
    KNOWN_COMMANDS.find((command) => command.name === name),
  );
  return {
    ...base,
    ...changed.flags,
    updated_at: changed.updated_at,
    max_message_length: changed.max_message_length ?? base.max_message_length,
    automod: changed.automod ?? base.automod,
    automod_behavior: changed.automod_behavior ?? base.automod_behavior,
    commands: commands ? commands.filter((c): c is CommandConfig => !!c) : base.commands,
  };
}
