/**
 * `npm start`: the embedded stack. Starts the Supabase-compatible backend and the chat server
 * (each in its own process), then the app server with the api/ functions (with the stack's VAPID
 * keys for Web Push), points the chat server's webhook at the push function, writes
 * `.local/stack.json` and prints every URL and the demo accounts. Ctrl-C stops everything.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync, readFileSync } from 'node:fs';
import type { Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, exposeWarning, parseEmulatorConfig, type EmulatorConfig } from './config.ts';
import { seedDemoPictures } from './demo/avatars.ts';
import { seedDemoWorkspace } from './demo/chat-workspace.ts';
import { DEMO_USERS } from './demo/users.ts';
import { forkService } from './shared/service-process.ts';
import { holdPort, portOf } from './shared/listen.ts';
import { LOCAL_VAPID_SUBJECT, loadOrCreateVapidKeys } from './push/vapid-keys.ts';
import { configureChatWebhook } from './push/chat-webhook.ts';
import { privateDir, writePrivateFile } from './shared/private-files.ts';
import type {
  AppServerInfo,
  AppServerOptions,
  ChatInfo,
  ChatOptions,
  StackFile,
  SupabaseInfo,
  SupabaseOptions,
} from './stack-types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
let stopping = false;

function startChild<Options, Info>(entry: string, options: Options, held: Server): Promise<Info> {
  const { child, ready } = forkService<Options, Info>(path.join(root, entry), options, { held });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`parley: ${entry} exited (${signal ?? `code ${code}`}); stopping the stack`);
    void stop(1);
  });
  return ready;
}

async function stop(code: number): Promise<never> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  process.exit(code);
}

/** The port, held from now until its service listens on it; a taken one names its variable. */
async function holdConfigured(host: string, port: number, variable: string): Promise<Server> {
  try {
    return await holdPort(host, port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new ConfigError(
      `${host}:${port} is in use: stop what listens there, or set ${variable} (0 picks a free port)`,
    );
  }
}

function refuseIfRunning(stackFile: string): void {
  if (!existsSync(stackFile)) return;
  try {
    const { pid } = JSON.parse(readFileSync(stackFile, 'utf8')) as Partial<StackFile>;
    if (pid && pid !== process.pid) {
      process.kill(pid, 0);
      throw new ConfigError(
        `another stack (pid ${pid}) is using ${path.dirname(stackFile)}; stop it or set PARLEY_DATA_DIR`,
      );
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
  }
}

async function main(config: EmulatorConfig): Promise<void> {
  const warning = exposeWarning(config);
  if (warning) console.warn(warning);
  const stackFile = path.join(config.dataDir, 'stack.json');
  refuseIfRunning(stackFile);
  if (config.reset) rmSync(config.dataDir, { recursive: true, force: true });
  privateDir(config.dataDir);
  const { distDir } = config;
  if (!config.dev && !existsSync(path.join(distDir, 'index.html'))) {
    throw new ConfigError(
      `${distDir} has no build: run \`npm run build\` first (npm start does), or point PARLEY_DIST_DIR at one`,
    );
  }

  // Bound here and handed to the services, so no other process can take a port in between.
  const [appSocket, supabaseSocket, chatSocket] = await Promise.all([
    holdConfigured(config.host, config.ports.app, 'PARLEY_APP_PORT'),
    holdConfigured(config.host, config.ports.supabase, 'PARLEY_SUPABASE_PORT'),
    holdConfigured(config.host, config.ports.chat, 'PARLEY_CHAT_PORT'),
  ]);
  const appUrl = `http://${config.host}:${portOf(appSocket)}`;
  const vapid = loadOrCreateVapidKeys(config.dataDir);

  const [supabase, chat] = await Promise.all([
    startChild<SupabaseOptions, SupabaseInfo>(
      'emulators/supabase/main.ts',
      {
        host: config.host,
        port: portOf(supabaseSocket),
        dataDir: path.join(config.dataDir, 'supabase'),
        siteUrl: appUrl,
        emailConfirmations: config.emailConfirmations,
      },
      supabaseSocket,
    ),
    startChild<ChatOptions, ChatInfo>(
      'emulators/chat/main.ts',
      {
        host: config.host,
        port: portOf(chatSocket),
        dataDir: path.join(config.dataDir, 'chat'),
        rateLimits: config.chatRateLimits,
        uploadQuota: config.chatUploadQuota,
      },
      chatSocket,
    ),
  ]);
  await seedDemoPictures(supabase);

  const app = await startChild<AppServerOptions, AppServerInfo>(
    'emulators/app-server/main.ts',
    {
      host: config.host,
      port: portOf(appSocket),
      distDir,
      dev: config.dev,
      runtimeConfig: {
        supabaseUrl: supabase.url,
        supabaseAnonKey: supabase.anonKey,
        streamApiKey: chat.apiKey,
        streamBaseUrl: chat.url,
        vapidPublicKey: vapid.publicKey,
      },
      functionEnv: {
        SUPABASE_URL: supabase.url,
        SUPABASE_ANON_KEY: supabase.anonKey,
        STREAM_API_KEY: chat.apiKey,
        STREAM_API_SECRET: chat.apiSecret,
        STREAM_BASE_URL: chat.url,
        SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: LOCAL_VAPID_SUBJECT,
        // Where a notification's click leads: this stack's app.
        PARLEY_PUBLIC_URL: appUrl,
      },
    },
    appSocket,
  );

  // The app is up, so the link in the demo workspace gets its preview from the local page.
  await seedDemoWorkspace(chat, app.url).catch((error: unknown) => {
    console.warn('The demo workspace could not be put in place:', error);
  });
  // As `npm run stream:configure` does for hosted Stream: new messages go to the push function
  // (set after the demo workspace, whose messages need no pushes).
  await configureChatWebhook(chat, app.url);

  const stack: StackFile = {
    appUrl: app.url,
    supabaseUrl: supabase.url,
    supabaseAnonKey: supabase.anonKey,
    supabaseServiceRoleKey: supabase.serviceRoleKey,
    supabaseJwksUrl: supabase.jwksUrl,
    chatUrl: chat.url,
    chatApiKey: chat.apiKey,
    chatApiSecret: chat.apiSecret,
    mailboxUrl: supabase.mailboxUrl,
    mailboxKey: supabase.mailboxKey,
    vapidPublicKey: vapid.publicKey,
    dataDir: config.dataDir,
    pid: process.pid,
    demoUsers: DEMO_USERS.map((user) => ({
      id: user.id,
      email: user.email,
      password: user.password,
      name: user.chatName,
    })),
  };
  writePrivateFile(stackFile, JSON.stringify(stack, null, 2));

  console.log(
    [
      '',
      'Parley embedded stack is ready',
      `  App        ${stack.appUrl}`,
      `  Supabase   ${stack.supabaseUrl}   (auth /auth/v1, REST /rest/v1, storage /storage/v1)`,
      `  Chat       ${stack.chatUrl}   (Stream-compatible REST + websocket, key ${stack.chatApiKey})`,
      // After #, the key never reaches a server: the page sends it in a header (mailbox-shell.ts).
      `  Mailbox    ${stack.mailboxUrl}#key=${stack.mailboxKey}`,
      `  Data       ${stack.dataDir}   (npm start -- --reset wipes it)`,
      '',
      '  Demo accounts (password for all: ' + DEMO_USERS[0]?.password + ')',
      ...stack.demoUsers.map((user) => `    ${user.email.padEnd(22)} ${user.name}`),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await main(parseEmulatorConfig(process.env, process.argv.slice(2)));
} catch (error) {
  console.error(`parley: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
