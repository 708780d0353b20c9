/**
 * The slash commands the channel types offer, as Stream describes its built-in sets. `giphy`
 * (the fun set) is known, so a channel type may name it as hosted ones do, but it is in no
 * default set: it needs Giphy itself and the message-action endpoint, which this server leaves
 * out, and `npm run stream:configure` takes it off hosted channel types too.
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

export const GIPHY: CommandConfig = {
  name: 'giphy',
  description: 'Post a random gif to the channel',
  args: '[text]',
  set: 'fun_set',
};

/** Every command a channel type may name. */
export const KNOWN_COMMANDS: readonly CommandConfig[] = [GIPHY, ...COMMANDS];
