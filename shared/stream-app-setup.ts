/**
 * How Parley needs a Stream app set up, applied idempotently through the server client: by
 * `npm run stream:configure` (scripts/stream-configure.ts) to a hosted app, and by the embedded
 * stack at start (emulators/push/chat-webhook.ts) to its own chat server, so both are set up alike.
 * - Users (and guests) lose `update-user-owner` in the `.app` scope: the name and picture others
 *   see are written by the server from the profile, never by the person themselves.
 * - They lose `search-user` too: a user search lists the whole app to anyone, and Stream's grant
 *   cannot narrow it. People find others through the app's directory instead (the profiles'
 *   `find_people`, by exact e-mail or among those who chose to be findable, and the members of
 *   their own conversations), never by browsing the deployment.
 * - Guest user creation is turned off: Parley's guests are Supabase anonymous users, and a
 *   Stream guest could otherwise pick any id.
 * - The channel types Parley uses (`messaging`, `team`) get what the app offers: polls, message
 *   reminders and shared locations on (a new hosted app has them off); the `giphy` command off
 *   (a new hosted `messaging` type has it, but its message action is not emulated locally, so
 *   it is off on both rather than working only once deployed).
 * - Given a webhook URL, a webhook hook posts `message.new` to it (the app's
 *   `/api/stream-webhook`, the function that sends Web Push).
 */
import { StreamChat, type ChannelConfigWithInfo, type EventHook } from 'stream-chat';

export const WEBHOOK_PATH = '/api/stream-webhook';
/** What the push function acts on. */
const WEBHOOK_EVENTS = ['message.new'] as const;

/** Roles whose own-user updates and user search the app takes away. */
const ROLES = ['user', 'guest'] as const;
const GRANTS_OFF = ['update-user-owner', 'search-user'];

/** The channel types the app creates channels of. */
const CHANNEL_TYPES = ['messaging', 'team'] as const;
/** Channel type features Parley's screens use; off on a new hosted app. */
const FEATURES = ['polls', 'user_message_reminders', 'shared_locations'] as const;
/** Offered by hosted `messaging`, but its message action is not emulated: off everywhere. */
const COMMANDS_OFF = ['giphy'];

export interface Change {
  setting: string;
  from: unknown;
  to: unknown;
}

export interface ConfigureOptions {
  /** Where Stream posts `message.new` (the app's origin + WEBHOOK_PATH); undefined leaves it. */
  webhookUrl?: string;
}

const covers = (hook: EventHook): boolean =>
  (hook.event_types ?? []).length === 0 ||
  WEBHOOK_EVENTS.every((type) => hook.event_types?.includes(type));

/**
 * The app's hooks with ours pointing at `url`: the hook already posting there, else one posting
 * to an earlier deployment's webhook path, else a new one. Other hooks are sent back as they are,
 * since an update of `event_hooks` deletes those it leaves out. Undefined when nothing changes.
 */
function webhookHooks(current: EventHook[], url: string): EventHook[] | undefined {
  const isWebhook = (hook: EventHook) => (hook.hook_type ?? 'webhook') === 'webhook';
  const index = [
    current.findIndex((hook) => isWebhook(hook) && hook.webhook_url === url),
    current.findIndex((hook) => isWebhook(hook) && hook.webhook_url?.endsWith(WEBHOOK_PATH)),
  ].find((i) => i >= 0);
  const ours = index === undefined ? undefined : current[index];
  if (ours && ours.webhook_url === url && ours.enabled !== false && covers(ours)) return undefined;
  const eventTypes =
    ours && covers(ours)
      ? (ours.event_types ?? [])
      : [...new Set([...(ours?.event_types ?? []), ...WEBHOOK_EVENTS])];
  const hook: EventHook = {
    ...ours,
    hook_type: 'webhook',
    enabled: true,
    webhook_url: url,
    event_types: eventTypes,
  };
  return index === undefined
    ? [...current, hook]
    : current.map((existing, i) => (i === index ? hook : existing));
}

const commandName = (command: string | { name?: string }): string =>
  typeof command === 'string' ? command : (command.name ?? '');

/** Brings one channel type to what Parley needs; answers what changed. */
async function configureChannelType(client: StreamChat, type: string): Promise<Change[]> {
  const config = (await client.getChannelType(type)) as unknown as ChannelConfigWithInfo &
    Record<string, unknown>;
  const changes: Change[] = [];
  const update: Record<string, unknown> = {};
  for (const feature of FEATURES) {
    if (config[feature] === true) continue;
    update[feature] = true;
    changes.push({
      setting: `channel_types.${type}.${feature}`,
      from: config[feature] ?? false,
      to: true,
    });
  }
  const commands = (config.commands ?? []).map(commandName);
  const kept = commands.filter((name) => !COMMANDS_OFF.includes(name));
  if (kept.length !== commands.length) {
    update.commands = kept;
    changes.push({ setting: `channel_types.${type}.commands`, from: commands, to: kept });
  }
  if (changes.length > 0) {
    // Stream requires these three in every update of a channel type: sent back as they are.
    await client.updateChannelType(type, {
      automod: config.automod,
      automod_behavior: config.automod_behavior,
      max_message_length: config.max_message_length,
      ...update,
    } as Parameters<StreamChat['updateChannelType']>[1]);
  }
  return changes;
}

/** Applies the settings; answers what changed (nothing the second time). */
export async function configureStreamApp(
  client: StreamChat,
  options: ConfigureOptions = {},
): Promise<Change[]> {
  const { app } = await client.getAppSettings();
  const changes: Change[] = [];
  const grants: Record<string, string[]> = {};
  for (const role of ROLES) {
    const current = app?.grants?.[role] ?? [];
    if (!current.some((permission) => GRANTS_OFF.includes(permission))) continue;
    grants[role] = current.filter((permission) => !GRANTS_OFF.includes(permission));
    changes.push({ setting: `grants.${role}`, from: current, to: grants[role] });
  }
  const guestsOff = app?.guest_user_creation_disabled === true;
  if (!guestsOff) {
    changes.push({ setting: 'guest_user_creation_disabled', from: false, to: true });
  }
  const currentHooks = app?.event_hooks ?? [];
  const hooks = options.webhookUrl ? webhookHooks(currentHooks, options.webhookUrl) : undefined;
  if (hooks) {
    const before = currentHooks.find((hook) => hook.webhook_url?.endsWith(WEBHOOK_PATH));
    changes.push({
      setting: 'event_hooks.webhook',
      from: before?.webhook_url ?? null,
      to: options.webhookUrl,
    });
  }
  const appChanged = changes.length > 0;
  for (const type of CHANNEL_TYPES) changes.push(...(await configureChannelType(client, type)));
  if (appChanged) {
    await client.updateAppSettings({
      ...(Object.keys(grants).length > 0 ? { grants } : {}),
      ...(guestsOff ? {} : { guest_user_creation_disabled: true }),
      ...(hooks ? { event_hooks: hooks } : {}),
    });
  }
  return changes;
}
