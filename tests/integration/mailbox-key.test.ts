/**
 * The local mailbox key opens every account's mail, so it travels only in a header: never in
 * the address, where it would land in server logs and the browser's history (and, under
 * --expose, cross the network in the request line). The link `npm start` prints carries it
 * after `#`, which the browser keeps to itself; the page sends it as the header. A signed-in
 * user's own token still opens their own mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSupabase } from '../../emulators/supabase/server.ts';
import type { ServiceHandle } from '../../emulators/shared/service-process.ts';
import type { SupabaseInfo } from '../../emulators/stack-types.ts';
import { DEMO_USERS } from '../../emulators/demo/users.ts';
import { launchBrowser } from '../browser/support/browser.ts';
import { removeDataDir, tempDataDir } from '../support/stack.ts';
import { client } from '../support/supabase-backend.ts';

const alice = DEMO_USERS[0]!;
const dataDir = tempDataDir('parley-mailbox-');
let supabase: ServiceHandle<SupabaseInfo>;

beforeAll(async () => {
  supabase = await startSupabase({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
  });
  const { error } = await client(supabase.info).auth.resetPasswordForEmail(alice.email);
  expect(error).toBeNull();
});

afterAll(async () => {
  await supabase.close();
  removeDataDir(dataDir);
});

const messages = `/mailbox/api/messages?to=${encodeURIComponent(alice.email)}`;

describe('the mailbox key', () => {
  it.each([messages, '/mailbox'])('is refused in the address: %s with key=…', async (path) => {
    const joiner = path.includes('?') ? '&' : '?';
    const response = await fetch(
      `${supabase.info.url}${path}${joiner}key=${supabase.info.mailboxKey}`,
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('x-mailbox-key header');
    expect(body).not.toContain('Reset Your Password');
  });

  it('is taken in the x-mailbox-key header', async () => {
    const response = await fetch(`${supabase.info.url}${messages}`, {
      headers: { 'x-mailbox-key': supabase.info.mailboxKey },
    });
    expect(response.status).toBe(200);
    const { messages: mail } = (await response.json()) as { messages: { subject: string }[] };
    expect(mail.map((m) => m.subject)).toContain('Reset Your Password');
  });

  it('opens the mailbox from the printed link, sent as the header and kept out of the address', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const fetched = page.waitForRequest(
        (request) => request.headers()['x-mailbox-key'] !== undefined,
      );
      await page.goto(`${supabase.info.mailboxUrl}#key=${supabase.info.mailboxKey}`);
      expect((await fetched).headers()['x-mailbox-key']).toBe(supabase.info.mailboxKey);
      await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
      await expect(page.getByText(`To ${alice.email}`).count()).resolves.toBeGreaterThan(0);
      expect(page.url()).toBe(supabase.info.mailboxUrl);
      expect(requested.some((url) => url.includes(supabase.info.mailboxKey))).toBe(false);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('is not needed by a signed-in user for their own mail', async () => {
    const supabaseClient = client(supabase.info);
    const { data, error } = await supabaseClient.auth.signInWithPassword({
      email: alice.email,
      password: alice.password,
    });
    expect(error).toBeNull();
    const response = await fetch(`${supabase.info.url}/mailbox/api/messages`, {
      headers: { authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(response.status).toBe(200);
    const { messages: mail } = (await response.json()) as { messages: { to: string }[] };
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((m) => m.to === alice.email)).toBe(true);
  });
});
