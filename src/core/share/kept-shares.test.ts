import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { claimShare, forgetClaimedShares, keepShare, readShare } from './kept-shares.ts';
import { SHARE_KEPT_MS } from './share-action.ts';

const content = { title: '', text: 'hello', url: '', pictures: [] };

describe('a kept share', () => {
  it('belongs to the first person who opens it, and no one else sees it', async () => {
    const share = await keepShare(content);
    expect(await claimShare(share.id, 'ann')).toMatchObject({ text: 'hello', userId: 'ann' });
    expect(await claimShare(share.id, 'ann')).toMatchObject({ userId: 'ann' });
    expect(await claimShare(share.id, 'bob')).toBeUndefined();
  });

  it('is gone after a day unused', async () => {
    const share = await keepShare(content, 1_000);
    expect(await claimShare(share.id, 'ann', 1_000 + SHARE_KEPT_MS + 1)).toBeUndefined();
    // The next share sweeps it from the device.
    await keepShare(content, 1_000 + SHARE_KEPT_MS + 2);
    expect(await readShare(share.id)).toBeUndefined();
  });

  it('goes at sign-out once claimed; one not yet opened stays for whoever signs in', async () => {
    const claimed = await keepShare(content);
    await claimShare(claimed.id, 'ann');
    const waiting = await keepShare(content);
    const stale = await keepShare(content, Date.now() - SHARE_KEPT_MS - 1);
    await forgetClaimedShares();
    expect(await readShare(claimed.id)).toBeUndefined();
    expect(await readShare(stale.id)).toBeUndefined();
    expect(await readShare(waiting.id)).toBeDefined();
  });
});
