/**
 * Demo profile pictures, put in place at `npm start` through the APIs the app itself uses:
 * supabase-js signed in as the demo user uploads a PNG to `avatars/<user id>/` and saves its
 * public URL on the profile, so the picture passes the same database rules as a real upload.
 * A profile that already has a picture (from an earlier start, or one the user chose) is kept.
 * With the Supabase CLI nothing runs this: there the demo users start without pictures.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_USERS, type DemoUser } from './users.ts';
import { nodeClient } from '../shared/supabase-node-client.ts';
import type { SupabaseInfo } from '../stack-types.ts';
import { initialsPng, type InitialsPicture } from './initials-picture.ts';

/** Alice has a picture; Bob and Sam have none, so the app's fallbacks show. */
const DEMO_PICTURES: { email: string; picture: InitialsPicture }[] = [
  {
    email: 'alice@parley.local',
    picture: {
      size: 128,
      initials: 'AM',
      background: [0x7c, 0x3a, 0xed],
      foreground: [0xff, 0xff, 0xff],
    },
  },
];

export const DEMO_PICTURE_FILE = 'avatar.png';

export type DemoPictureOutcome =
  | { email: string; result: 'uploaded'; url: string }
  | { email: string; result: 'kept'; url: string }
  | { email: string; result: 'skipped'; reason: string };

async function pictureFor(
  supabase: SupabaseClient,
  user: DemoUser,
  picture: InitialsPicture,
): Promise<DemoPictureOutcome> {
  const signIn = await supabase.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (signIn.error) return { email: user.email, result: 'skipped', reason: signIn.error.message };
  try {
    const profile = await supabase
      .from('user_profiles')
      .select('profile_picture_url')
      .eq('user_id', user.id)
      .maybeSingle<{ profile_picture_url: string | null }>();
    if (profile.error) throw new Error(profile.error.message);
    // No readable row: deleted, or the user turned on two-step sign-in (aal1 sees nothing).
    if (!profile.data)
      return { email: user.email, result: 'skipped', reason: 'no profile to read' };
    const current = profile.data.profile_picture_url;
    if (current) return { email: user.email, result: 'kept', url: current };

    const bucket = supabase.storage.from('avatars');
    const path = `${user.id}/${DEMO_PICTURE_FILE}`;
    // upsert: a start stopped between the upload and the save left the file without its URL.
    const upload = await bucket.upload(path, initialsPng(picture), {
      contentType: 'image/png',
      upsert: true,
    });
    if (upload.error) throw new Error(upload.error.message);
    const url = bucket.getPublicUrl(path).data.publicUrl;
    const saved = await supabase
      .from('user_profiles')
      .update({ profile_picture_url: url })
      .eq('user_id', user.id);
    if (saved.error) throw new Error(saved.error.message);
    return { email: user.email, result: 'uploaded', url };
  } finally {
    // Only this session: the user's own sessions elsewhere stay signed in.
    await supabase.auth.signOut({ scope: 'local' });
  }
}

/**
 * Gives each demo user in DEMO_PICTURES their picture unless they have one. Whatever stops it
 * (a changed password, a refused upload) skips that user with a warning: the stack still starts.
 */
export async function seedDemoPictures(
  supabase: Pick<SupabaseInfo, 'url' | 'anonKey'>,
): Promise<DemoPictureOutcome[]> {
  const outcomes: DemoPictureOutcome[] = [];
  for (const { email, picture } of DEMO_PICTURES) {
    const user = DEMO_USERS.find((demo) => demo.email === email);
    if (!user) throw new Error(`${email} is not in emulators/demo/users.ts`);
    const outcome = await pictureFor(
      nodeClient(supabase.url, supabase.anonKey),
      user,
      picture,
    ).catch((error: unknown): DemoPictureOutcome => ({
      email,
      result: 'skipped',
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (outcome.result === 'skipped') {
      console.warn(`parley: no demo picture for ${email}: ${outcome.reason}`);
    }
    outcomes.push(outcome);
  }
  return outcomes;
}
