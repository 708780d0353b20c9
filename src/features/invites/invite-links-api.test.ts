import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../core/supabase/auth-js-client.ts', () => ({
  accessToken: () => Promise.resolve('access-token'),
}));

const { createLink, groupLinks, revokeLink } = await import('./invite-links-api.ts');

afterEach(() => vi.unstubAllGlobals());

const GROUP = { type: 'messaging', id: 'g1' };

/** The functions answer `status` with `body` from now on. */
function functionsAnswer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What making a link answers when the make function answers `status` with `body`. */
function answer(status: number, body: unknown) {
  const fetch = functionsAnswer(status, body);
  return { fetch, made: createLink(GROUP, 7, null) };
}

describe('making a link', () => {
  it('asks the make function as the signed-in person and answers its token and link', async () => {
    const link = { id: 'l1', created_at: 'a', expires_at: 'b', max_uses: null, uses: 0 };
    const { fetch, made } = answer(201, { token: 't', link: { ...link, revoked_at: null } });
    await expect(made).resolves.toEqual({ token: 't', link: { ...link, revoked_at: null } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/create-invite',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer access-token' }) as unknown,
        body: JSON.stringify({
          channel_type: 'messaging',
          channel_id: 'g1',
          days: 7,
          max_uses: null,
        }),
      }),
    );
  });

  it.each([
    [
      403,
      'invite_not_allowed',
      'Only members who may add people to this group can make a link to it.',
    ],
    [403, 'invite_direct', 'A direct message takes no invite links.'],
    [401, 'token_expired', 'Your session ended. Sign in again.'],
    [503, 'chat_unavailable', 'Invite links cannot be made right now. Try again shortly.'],
  ])('says a %i %s in the app’s words, not the function’s', async (status, error, words) => {
    const { made } = answer(status, { error, message: 'the function’s own English' });
    await expect(made).rejects.toThrow(words);
  });

  it('gives an answer it has no words for with the function’s message and status', async () => {
    const { made } = answer(429, { error: 'rate_limited', message: 'Slow down.' });
    await expect(made).rejects.toMatchObject({ message: 'Slow down.', status: 429 });
  });
});

describe('the group’s links', () => {
  const link = {
    id: 'l1',
    created_at: 'a',
    expires_at: 'b',
    max_uses: null,
    uses: 0,
    revoked_at: null,
    created_by: 'u2',
  };

  it('are listed by the list function, named in its query, with who made each', async () => {
    const fetch = functionsAnswer(200, { links: [link] });
    await expect(groupLinks(GROUP)).resolves.toEqual([link]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/list-invites?channel_type=messaging&channel_id=g1',
      expect.objectContaining({
        method: 'GET',
        headers: { Authorization: 'Bearer access-token' },
        body: undefined,
      }),
    );
  });

  it('are revoked by the revoke function, by the link’s id alone', async () => {
    const fetch = functionsAnswer(200, { link: { ...link, revoked_at: 'c' } });
    await expect(revokeLink('l1')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(
      '/api/revoke-invite',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ link_id: 'l1' }) }),
    );
  });

  it('are refused to a member without the right in words about seeing and revoking them', async () => {
    const words = 'Only members who may add people to this group can see and revoke its links.';
    functionsAnswer(403, { error: 'invite_not_allowed', message: 'the function’s own English' });
    await expect(groupLinks(GROUP)).rejects.toThrow(words);
    await expect(revokeLink('l1')).rejects.toThrow(words);
  });
});
