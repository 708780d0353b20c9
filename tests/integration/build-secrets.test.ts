/**
 * No secret reaches the browser: neither the built app (`dist/`) nor anything the app server
 * sends (index.html with its runtime config, every asset, sw.js, the manifest) contains the
 * service-role key, the Supabase JWT secret or signing key, the chat secret or the Web Push
 * private key, nor any JWT whose role claim is service_role.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDir } from '../support/stack.ts';
import { testStack } from '../support/test-stack.ts';

const stack = testStack();
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g;

interface SupabaseKeys {
  jwtSecret: string;
  signingKey: { privateJwk: { d: string } };
}

let secrets: Record<string, string>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name))
      : [path.relative(buildDir, path.join(dir, entry.name))],
  );
}

/** The names of the secrets and service-role tokens found in `text`. */
function leaks(text: string): string[] {
  const found = Object.entries(secrets)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
  for (const token of text.match(JWT) ?? []) {
    let role: unknown;
    try {
      role = decodeJwt(token).role;
    } catch {
      continue;
    }
    if (role === 'service_role') found.push(`a service_role JWT (${token.slice(0, 24)}…)`);
  }
  if (/\bsb_secret_\w+/.test(text)) found.push('an sb_secret_ key');
  return found;
}

beforeAll(() => {
  const keys = JSON.parse(
    readFileSync(path.join(stack.dataDir, 'supabase', 'keys.json'), 'utf8'),
  ) as SupabaseKeys;
  const vapid = JSON.parse(readFileSync(path.join(stack.dataDir, 'vapid-keys.json'), 'utf8')) as {
    privateKey: string;
  };
  secrets = {
    'Web Push private key': vapid.privateKey,
    'service-role key': stack.supabaseServiceRoleKey,
    'Supabase JWT secret': keys.jwtSecret,
    'Supabase signing key': keys.signingKey.privateJwk.d,
    'chat API secret': stack.chatApiSecret,
  };
});

describe('build secrets', () => {
  const files = filesUnder(buildDir);

  it('the detector finds a planted secret and a service_role JWT', () => {
    const planted = `const a = "${stack.chatApiSecret}"; const b = "${stack.supabaseServiceRoleKey}";`;
    expect(leaks(planted)).toEqual([
      'service-role key',
      'chat API secret',
      expect.stringMatching(/^a service_role JWT/),
    ]);
  });

  it('the build has the files a PWA needs', () => {
    expect(files).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest']));
  });

  it.each(files)('dist/%s holds no secret', (file) => {
    expect(leaks(readFileSync(path.join(buildDir, file)).toString('latin1'))).toEqual([]);
  });

  it.each(['/', '/chat/somewhere', ...files.map((file) => `/${file}`)])(
    'the app server sends no secret at %s',
    async (route) => {
      const response = await fetch(`${stack.appUrl}${route}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(200);
      expect(leaks(Buffer.from(await response.arrayBuffer()).toString('latin1'))).toEqual([]);
    },
  );

  it('the runtime config carries the anon key, the Web Push public key and nothing privileged', async () => {
    const html = await (await fetch(stack.appUrl)).text();
    const content = /<meta name="parley-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<
      string,
      string
    >;
    expect(Object.keys(config).sort()).toEqual(
      ['streamApiKey', 'streamBaseUrl', 'supabaseAnonKey', 'supabaseUrl', 'vapidPublicKey'].sort(),
    );
    expect(config.vapidPublicKey).toBe(stack.vapidPublicKey);
    expect(decodeJwt(config.supabaseAnonKey ?? '').role).toBe('anon');
  });
});
