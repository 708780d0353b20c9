/**
 * Whom a person mutes reaches the push sender: Stream tells only that person's own connections
 * (`notification.mutes_updated`), so the open page copies the list to push_mutes, as its owner
 * under RLS; the sender reads it there (tests/integration/push/delivery.test.ts). Nobody else
 * reads the row.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeClient } from '../../../emulators/shared/supabase-node-client.ts';
import { newContext, useStackAndBrowser } from '../support/browser.ts';
import { adminClient, createUser, startSignedInConnected } from '../support/app.ts';
import { serverChat } from '../support/conversations.ts';

const { stack, browser } = useStackAndBrowser();

async function copiedMutes(userId: string): Promise<string[] | null> {
  const { data, error } = await adminClient(stack)
    .from('push_mutes')
    .select('muted_user_ids')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return (data?.muted_user_ids as string[] | undefined) ?? null;
}

describe('muting someone in chat', () => {
  it('is copied for the push sender, an unmute too, and only its owner reads the copy', async () => {
    const alice = await createUser(stack, { first_name: 'Alice', last_name: 'Muting' });
    const bob = { id: randomUUID(), name: 'Bob Noisy' };
    const server = serverChat(stack);
    await server.upsertUsers([bob]);
    const context = await newContext(browser());
    const page = await context.newPage();
    await startSignedInConnected(page, stack, alice);

    // As Alice's other device would: the server tells each of her connections.
    await server.muteUser(bob.id, alice.id);
    await expect.poll(() => copiedMutes(alice.id)).toEqual([bob.id]);

    const carol = await createUser(stack, { first_name: 'Carol', last_name: 'Curious' });
    const asCarol = nodeClient(stack.supabaseUrl, stack.supabaseAnonKey);
    const signedIn = await asCarol.auth.signInWithPassword(carol);
    if (signedIn.error) throw signedIn.error;
    const peek = await asCarol.from('push_mutes').select('muted_user_ids').eq('user_id', alice.id);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    const overwrite = await asCarol
      .from('push_mutes')
      .upsert({ user_id: alice.id, muted_user_ids: [] }, { onConflict: 'user_id' });
    expect(overwrite.error?.code).toBe('42501');

    await server.unmuteUser(bob.id, alice.id);
    await expect.poll(() => copiedMutes(alice.id)).toEqual([]);
    await context.close();
  });
});
