/**
 * `npm run stream:configure`: sets up a hosted Stream app the way Parley needs it, idempotently.
 * - Users (and guests) lose `update-user-owner` in the `.app` scope: the name and picture others
 *   see are written by the server from the profile, never by the person themselves.
 * - Guest user creation is turned off: Parley's guests are Supabase anonymous users, and a
 *   Stream guest could otherwise pick any id.
 * Reads STREAM_API_KEY and STREAM_API_SECRET from the environment (never from the command line,
 * where `ps` would show them); STREAM_BASE_URL points it at another chat server (the embedded one).
 */
import { StreamChat } from 'stream-chat';

/** Roles whose own-user updates the app takes away. */
const ROLES = ['user', 'guest'] as const;
const OWN_USER_UPDATE = 'update-user-owner';

export interface Change {
  setting: string;
  from: unknown;
  to: unknown;
}

/** Applies the settings; answers what changed (nothing the second time). */
export async function configureStreamApp(client: StreamChat): Promise<Change[]> {
  const { app } = await client.getAppSettings();
  const changes: Change[] = [];
  const grants: Record<string, string[]> = {};
  for (const role of ROLES) {
    const current = app?.grants?.[role] ?? [];
    if (!current.includes(OWN_USER_UPDATE)) continue;
    grants[role] = current.filter((permission) => permission !== OWN_USER_UPDATE);
    changes.push({ setting: `grants.${role}`, from: current, to: grants[role] });
  }
  const guestsOff = app?.guest_user_creation_disabled === true;
  if (!guestsOff) {
    changes.push({ setting: 'guest_user_creation_disabled', from: false, to: true });
  }
  if (changes.length > 0) {
    await client.updateAppSettings({
      ...(Object.keys(grants).length > 0 ? { grants } : {}),
      ...(guestsOff ? {} : { guest_user_creation_disabled: true }),
    });
  }
  return changes;
}

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value)
    throw new Error(`${name} is not set: export it (the Stream dashboard shows it) and run again`);
  return value;
}

async function main(): Promise<void> {
  const client = new StreamChat(required('STREAM_API_KEY'), required('STREAM_API_SECRET'));
  const baseUrl = process.env.STREAM_BASE_URL?.trim();
  if (baseUrl) client.setBaseURL(baseUrl);
  const changes = await configureStreamApp(client);
  if (changes.length === 0) {
    console.log('stream:configure: the Stream app is already set up for Parley; nothing changed');
    return;
  }
  for (const change of changes) {
    console.log(
      `stream:configure: ${change.setting}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`stream:configure: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
