/** The last fetched profile per user, in IndexedDB, so the identity survives a failed fetch. */
import { del, delMany, get, keys, set } from 'idb-keyval';
import type { Profile } from '../../../shared/chat-identity.ts';

const PREFIX = 'parley:profile:';
const key = (userId: string): string => `${PREFIX}${userId}`;

export async function cachedProfile(userId: string): Promise<Profile | undefined> {
  try {
    return await get<Profile>(key(userId));
  } catch {
    // Private windows may refuse IndexedDB: behave as if nothing was cached.
    return undefined;
  }
}

export async function cacheProfile(userId: string, profile: Profile): Promise<void> {
  try {
    await set(key(userId), profile);
  } catch {
    // Caching is a convenience; the live profile is already in use.
  }
}

export async function forgetProfile(userId: string): Promise<void> {
  try {
    await del(key(userId));
  } catch {
    // Nothing could be stored either, so nothing is left behind.
  }
}

/** Every user's: nobody's profile stays once no one is signed in. */
export async function forgetAllProfiles(): Promise<void> {
  try {
    await delMany((await keys()).filter((k) => typeof k === 'string' && k.startsWith(PREFIX)));
  } catch {
    // Nothing could be stored either.
  }
}
