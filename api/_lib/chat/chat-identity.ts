/**
 * The name and picture others see in the chat come from the user's `user_profiles` row, written
 * to the chat server by the functions with the server key. Users cannot set them themselves
 * (Stream's app settings, `npm run stream:configure`, take that right away), so nobody can
 * appear as someone else.
 */
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { AuthUnavailableError, ChatUnavailableError } from '../session/errors.ts';
import { fetchAsUser } from '../session/supabase-as-user.ts';
import { EMPTY_PROFILE, type ChatIdentity, type Profile } from '../../../shared/chat-identity.ts';

export type ProfileReader = (accessToken: string, userId: string) => Promise<Profile>;

/** The profile row read as the user (RLS lets them read only their own), through PostgREST. */
export function createProfileReader(
  config: Pick<FunctionConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  timeoutMs = 3_000,
): ProfileReader {
  return async (accessToken, userId) => {
    const query = new URLSearchParams({
      select: 'first_name,last_name,profile_picture_url',
      user_id: `eq.${userId}`,
    });
    const response = await fetchAsUser(
      config,
      accessToken,
      `/rest/v1/user_profiles?${query}`,
      timeoutMs,
    );
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new AuthUnavailableError(`the profile read answered ${response.status}`);
    }
    const rows = (await response.json().catch(() => null)) as Profile[] | null;
    if (!Array.isArray(rows)) throw new AuthUnavailableError('the profile answer is not a list');
    return rows[0] ?? EMPTY_PROFILE;
  };
}

export type IdentityWriter = (identity: ChatIdentity) => Promise<void>;

const WRITTEN_LIMIT = 5_000;

/**
 * Writes the identity unless this runtime already wrote exactly it. A partial update touches
 * only name and picture (never a role a moderator was given); a user the chat server does not
 * know yet is created.
 */
export function createIdentityWriter(chat: StreamChat): IdentityWriter {
  const written = new Map<string, string>();
  return async (identity) => {
    const key = JSON.stringify(identity);
    if (written.get(identity.id) === key) return;
    const { id, name, image } = identity;
    try {
      await chat.partialUpdateUser({
        id,
        set: image ? { name, image } : { name },
        ...(image ? {} : { unset: ['image'] }),
      });
    } catch (error) {
      if (!/does ?n[o']t exist|not found/i.test(String((error as Error).message))) {
        throw new ChatUnavailableError('the chat identity could not be written', { cause: error });
      }
      await chat.upsertUser(image ? { id, name, image } : { id, name }).catch((cause: unknown) => {
        throw new ChatUnavailableError('the chat user could not be created', { cause });
      });
    }
    if (written.size >= WRITTEN_LIMIT) written.clear();
    written.set(identity.id, key);
  };
}
