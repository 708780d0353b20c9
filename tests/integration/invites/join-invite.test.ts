/**
 * The join function on the shared stack: a link adds exactly the signed-in person to its group
 * and answers the group's address; it says which of unknown, revoked, expired, spent or closed a
 * refused link is; it never opens a distinct direct message, never adds anyone but the caller,
 * follows the two-factor rules of the token endpoint, and limits attempts per person and per
 * link.
 */
import { randomUUID } from 'node:crypto';
import type { Session } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { mintInviteToken } from '../../../shared/invite-token.ts';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import {
  chatServer,
  createInvite,
  group,
  join,
  makeLink,
  memberIds,
  projectDb,
  revokeInvite,
  signUp,
  signUpAll,
  stack,
  usesOf,
} from './invite-world.ts';

describe('following a link', () => {
  it('adds the person, answers the group’s address, and changes nothing the second time', async () => {
    const [maker, guest] = await signUpAll('maker', 'guest');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 5 });

    const first = await join(guest, { token: link.token });
    expect(first).toEqual({
      status: 200,
      body: { channel_type: 'messaging', channel_id: id, joined: true },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());

    const again = await join(guest, { token: link.token });
    expect(again).toEqual({
      status: 200,
      body: { channel_type: 'messaging', channel_id: id, joined: false },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);
  });

  it('refuses an unknown, a revoked, an expired and a spent link, each in its own words', async () => {
    const [maker, first, second] = await signUpAll('maker', 'first', 'second');
    const id = await group(maker);

    expect(await join(second, { token: mintInviteToken() })).toMatchObject({
      status: 404,
      body: { error: 'invite_unknown' },
    });
    expect(await join(second, { token: 'not-a-token' })).toMatchObject({
      status: 404,
      body: { error: 'invite_unknown' },
    });

    const revoked = await makeLink(maker, id);
    expect((await revokeInvite(maker, { link_id: revoked.id })).status).toBe(200);
    expect(await join(second, { token: revoked.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_revoked' },
    });

    const expired = await makeLink(maker, id);
    const aging = await projectDb()
      .from('invite_links')
      .update({ created_at: '2020-01-01T00:00:00Z', expires_at: '2020-01-08T00:00:00Z' })
      .eq('token_hash', expired.hash);
    expect(aging.error).toBeNull();
    expect(await join(second, { token: expired.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_expired' },
    });

    const once = await makeLink(maker, id, { max_uses: 1 });
    expect((await join(first, { token: once.token })).status).toBe(200);
    expect(await join(second, { token: once.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_spent' },
    });
    expect(await memberIds(id)).toEqual([maker.id, first.id].sort());
  });

  it('opens its group again for someone already in it, used up or revoked, and for no one else', async () => {
    const [maker, first, second] = await signUpAll('maker', 'first', 'second');
    const id = await group(maker);
    const once = await makeLink(maker, id, { max_uses: 1 });
    expect((await join(first, { token: once.token })).status).toBe(200);
    const inAlready = {
      status: 200,
      body: { channel_type: 'messaging', channel_id: id, joined: false },
    };

    expect(await join(first, { token: once.token })).toEqual(inAlready);
    expect(await join(second, { token: once.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_spent' },
    });
    expect((await revokeInvite(maker, { link_id: once.id })).status).toBe(200);
    expect(await join(first, { token: once.token })).toEqual(inAlready);
    expect(await join(second, { token: once.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_revoked' },
    });
    expect(await memberIds(id)).toEqual([maker.id, first.id].sort());
    expect(await usesOf(once)).toEqual([{ uses: 1 }]);
  });

  it('dies with its maker’s right to add people', async () => {
    const [owner, helper, guest] = await signUpAll('owner', 'helper', 'guest');
    const id = await group(owner, [helper]);
    const channel = chatServer().channel('messaging', id);
    await channel.addModerators([helper.id]);
    const link = await makeLink(helper, id);
    await channel.demoteModerators([helper.id]);
    expect(await join(guest, { token: link.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_closed' },
    });
    expect(await memberIds(id)).not.toContain(guest.id);
  });

  it('follows what the chat server lets its maker do, not a rule about roles', async () => {
    const [maker, guest, later] = await signUpAll('maker', 'guest', 'later');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    expect((await join(guest, { token: link.token })).status).toBe(200);

    // Still the group's creator, but banned across the app: the chat server gives them no rights.
    await chatServer().banUser(maker.id, { banned_by_id: guest.id, reason: 'spam' });
    expect(await join(later, { token: link.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_closed' },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());
  });

  it('is never made for a distinct direct message, by the function or by the table', async () => {
    const [maker, friend] = await signUpAll('maker', 'friend');
    const chat = chatServer();
    await chat.upsertUsers([maker, friend].map((p) => ({ id: p.id })));
    const direct = chat.channel('messaging', {
      members: [maker.id, friend.id],
      created_by_id: maker.id,
    });
    await direct.create();
    expect(direct.id).toMatch(/^!members-/);
    expect(
      await createInvite(maker, { channel_type: 'messaging', channel_id: direct.id }),
    ).toMatchObject({ status: 403, body: { error: 'invite_direct' } });
    const stored = await projectDb().rpc('create_invite_link', {
      p_user: maker.id,
      p_token_hash: 'a'.repeat(64),
      p_channel_type: 'messaging',
      p_channel_id: direct.id,
      p_days: 7,
      p_max_uses: null,
    });
    expect(stored.error?.code).toBe('23514');
  });
});

describe('one person following a link from two tabs at once', () => {
  it('spends one use: both tabs land in the group, and the next person takes the other use', async () => {
    const [maker, guest, next, late] = await signUpAll('maker', 'guest', 'next', 'late');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 2 });

    const tabs = await Promise.all([1, 2].map(() => join(guest, { token: link.token })));
    for (const tab of tabs) {
      expect(tab).toMatchObject({
        status: 200,
        body: { channel_type: 'messaging', channel_id: id },
      });
    }
    expect(tabs.map((tab) => tab.body.joined).sort()).toEqual([false, true]);
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);

    expect(await join(next, { token: link.token })).toMatchObject({
      status: 200,
      body: { channel_id: id, joined: true },
    });
    expect(await join(late, { token: link.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_spent' },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id, next.id].sort());
    expect(await usesOf(link)).toEqual([{ uses: 2 }]);
  });

  it('answers a second tab while the first holds the last use and is adding the person', async () => {
    const [maker, guest] = await signUpAll('maker', 'guest');
    const id = await group(maker);
    const once = await makeLink(maker, id, { max_uses: 1 });
    const project = projectDb();
    const asJoin = { p_user: guest.id, p_token_hash: once.hash };
    // The first tab, as the join function runs it: the link checked, its one use held.
    expect((await project.rpc('check_invite', asJoin)).data).toMatchObject({ outcome: 'ok' });
    const held = (await project.rpc('hold_invite', asJoin)).data as { hold: string };
    expect(held).toMatchObject({ outcome: 'held' });

    // The second tab asks while the first is still adding the person (which takes a moment).
    const second = join(guest, { token: once.token });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const chat = chatServer();
    await chat.upsertUser({ id: guest.id });
    await chat.channel('messaging', id).addMembers([guest.id]);
    const settled = await project.rpc('settle_invite_hold', {
      p_user: guest.id,
      p_hold: held.hold,
      p_joined: true,
    });
    expect(settled.data).toBe(true);

    expect(await second).toMatchObject({
      status: 200,
      body: { channel_type: 'messaging', channel_id: id, joined: false },
    });
    expect(await usesOf(once)).toEqual([{ uses: 1 }]);
  });

  it('spends a one-use link once: both tabs land in the group, and nobody else gets in', async () => {
    const [maker, guest, other] = await signUpAll('maker', 'guest', 'other');
    const id = await group(maker);
    const once = await makeLink(maker, id, { max_uses: 1 });

    const tabs = await Promise.all([1, 2].map(() => join(guest, { token: once.token })));
    expect(tabs.map((tab) => [tab.status, tab.body.channel_id])).toEqual([
      [200, id],
      [200, id],
    ]);
    expect(await join(other, { token: once.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_spent' },
    });
    expect(await memberIds(id)).toEqual([maker.id, guest.id].sort());
    expect(await usesOf(once)).toEqual([{ uses: 1 }]);
  });

  it('spends no second use for someone it let in who left the group and follows it again', async () => {
    const [maker, guest] = await signUpAll('maker', 'guest');
    const id = await group(maker);
    const link = await makeLink(maker, id, { max_uses: 5 });
    expect((await join(guest, { token: link.token })).status).toBe(200);
    await chatServer().channel('messaging', id).removeMembers([guest.id]);

    expect(await join(guest, { token: link.token })).toMatchObject({
      status: 410,
      body: { error: 'invite_spent' },
    });
    expect(await memberIds(id)).toEqual([maker.id]);
    expect(await usesOf(link)).toEqual([{ uses: 1 }]);
  });
});

describe('who is added', () => {
  it('is only ever the caller: naming someone else is refused and adds nobody', async () => {
    const [maker, caller, victim] = await signUpAll('maker', 'caller', 'victim');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    expect(await join(caller, { token: link.token, user_id: victim.id })).toMatchObject({
      status: 403,
      body: { error: 'user_mismatch' },
    });
    expect(await memberIds(id)).toEqual([maker.id]);
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
  });
});

describe('two-factor sign-in', () => {
  it('lets someone with a verified factor follow a link only from an aal2 session', async () => {
    const maker = await signUp('maker');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    const supabase = () =>
      nodeClient(stack.supabaseUrl, stack.supabaseAnonKey, { detectSessionInUrl: false });
    const email = `factor-${randomUUID()}@parley.local`;
    const password = `pw-${randomUUID()}`;
    const db = supabase();
    const up = await db.auth.signUp({ email, password });
    if (up.error) throw up.error;
    const enrolled = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    if (enrolled.error) throw enrolled.error;
    const totp = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) });
    const verified = await db.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp.generate(),
    });
    if (verified.error) throw verified.error;
    const aal2 = (await db.auth.getSession()).data.session as Session;
    const signedIn = await supabase().auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    const aal1 = signedIn.data.session;
    expect(decodeJwt(aal1.access_token).aal).toBe('aal1');
    const as = (session: Session) => ({ id: session.user.id, email, session, db });

    expect(await join(as(aal1), { token: link.token })).toMatchObject({
      status: 403,
      body: { error: 'aal2_required' },
    });
    expect(await memberIds(id)).toEqual([maker.id]);
    expect(await usesOf(link)).toEqual([{ uses: 0 }]);
    expect(await join(as(aal2), { token: link.token })).toMatchObject({
      status: 200,
      body: { channel_id: id, joined: true },
    });
    expect(await memberIds(id)).toEqual([maker.id, aal2.user.id].sort());
  });
});

describe('rate limits', () => {
  it('stops a person after ten attempts in ten minutes', async () => {
    const guesser = await signUp('guesser');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await join(guesser, { token: mintInviteToken() })).status).toBe(404);
    }
    const refused = await join(guesser, { token: mintInviteToken() });
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('stops a link after thirty attempts in ten minutes, whoever makes them', async () => {
    const maker = await signUp('maker');
    const id = await group(maker);
    const link = await makeLink(maker, id);
    expect((await revokeInvite(maker, { link_id: link.id })).status).toBe(200);
    const crowd = await Promise.all([1, 2, 3, 4].map((n) => signUp(`crowd-${n}`)));
    const statuses: number[] = [];
    for (const person of crowd) {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push((await join(person, { token: link.token })).status);
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 410));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
