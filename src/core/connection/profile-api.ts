/** The spec's one database read: the signed-in user's `user_profiles` row. */
import { database } from '../supabase/data-client.ts';
import { EMPTY_PROFILE, type Profile } from '../../../shared/chat-identity.ts';
import { t } from '../../lib/i18n/translate.ts';

/** PostgREST's answer to `.single()` when the row does not exist. */
const NO_ROWS = 'PGRST116';

export async function fetchProfile(userId: string): Promise<Profile> {
  const { data: row, error } = await database()
    .from('user_profiles')
    .select('first_name,last_name,profile_picture_url')
    .eq('user_id', userId)
    .single<Profile>();
  // A user without a row gets the spec's fallbacks ("User") rather than a failure screen.
  if (error?.code === NO_ROWS) return EMPTY_PROFILE;
  if (error) throw new Error(error.message || t('The profile could not be loaded.'));
  return row;
}

/** The row exists from sign-up (a database trigger creates it); users may only update it. */
export async function saveProfile(userId: string, profile: Partial<Profile>): Promise<void> {
  const { error } = await database().from('user_profiles').update(profile).eq('user_id', userId);
  if (error) throw new Error(error.message || t('The profile could not be saved.'));
}
