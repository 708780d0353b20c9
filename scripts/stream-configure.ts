/**
 * `npm run stream:configure`: sets up a hosted Stream app the way Parley needs it, idempotently
 * (what it changes: shared/stream-app-setup.ts). Given the app's public URL, the webhook posts to
 * its `/api/stream-webhook`: PARLEY_PUBLIC_URL, else Vercel's VERCEL_PROJECT_PRODUCTION_URL;
 * without either the webhook is left as it is. The embedded stack runs the same setup at start
 * with the local app's URL.
 * Reads STREAM_API_KEY and STREAM_API_SECRET from the environment (never from the command line,
 * where `ps` would show them); STREAM_BASE_URL points it at another chat server (the embedded one).
 */
import { StreamChat } from 'stream-chat';
import { WEBHOOK_PATH, configureStreamApp } from '../shared/stream-app-setup.ts';

/**
 * The webhook URL for a deployment: PARLEY_PUBLIC_URL, else Vercel's production domain. Hosted
 * Stream posts from the internet, so it must be https there; only another chat server (the
 * embedded one, STREAM_BASE_URL) may use http.
 */
export function webhookUrlFrom(env: NodeJS.ProcessEnv): string | undefined {
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  const origin = env.PARLEY_PUBLIC_URL?.trim() || (vercel ? `https://${vercel}` : undefined);
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`PARLEY_PUBLIC_URL is not a URL: "${origin}"`);
  }
  const hosted = !env.STREAM_BASE_URL?.trim();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !hosted))
    throw new Error(`PARLEY_PUBLIC_URL must be an https URL for hosted Stream, got "${origin}"`);
  return new URL(WEBHOOK_PATH, url.origin).href;
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
  const webhookUrl = webhookUrlFrom(process.env);
  if (!webhookUrl) {
    console.log(
      `stream:configure: the webhook is left as it is: set PARLEY_PUBLIC_URL (the deployment's https URL) to point it at ${WEBHOOK_PATH}`,
    );
  }
  const changes = await configureStreamApp(client, { webhookUrl });
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
