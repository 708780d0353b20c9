/**
 * The signed-in person's row in public.push_mutes: whom they muted in chat, for the push sender,
 * which cannot ask the chat server (Stream gives a user's mutes only to that user's connections).
 */
import { database } from '../supabase/data-client.ts';

export async function storePushMutes(userId: string, mutedUserIds: readonly string[]) {
  const { error } = await database()
    .from('push_mutes')
    .upsert(
      { user_id: userId, muted_user_ids: mutedUserIds, updated_at: new Date().toISOString() },
      { onConflict: 'user_id' },
    );
  if (error) throw new Error(`The muted people could not be stored: ${error.message}`);
}
