/**
 * The slash commands the channel types offer, as Stream describes its built-in moderation set.
 * `giphy` is left out: it needs Giphy itself and the message-action endpoint.
 */
export interface CommandConfig {
  name: string;
  description: string;
  args: string;
  set: string;
}

export const COMMANDS: readonly CommandConfig[] = [
  { name: 'ban', description: 'Ban a user', args: '[@username] [text]', set: 'moderation_set' },
  { name: 'unban', description: 'Unban a user', args: '[@username]', set: 'moderation_set' },
  { name: 'mute', description: 'Mute a user', args: '[@username]', set: 'moderation_set' },
  { name: 'unmute', description: 'Unmute a user', args: '[@username]', set: 'moderation_set' },
];
