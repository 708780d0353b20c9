/** Spec section 3's chat identity, built from a `user_profiles` row. */

export interface Profile {
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
}

export interface ChatIdentity {
  id: string;
  name: string;
  image?: string;
}

export const EMPTY_PROFILE: Profile = {
  first_name: null,
  last_name: null,
  profile_picture_url: null,
};

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * first_name and last_name joined by one space; a missing (or blank) first name is "User", a
 * missing last name "" (so "Ada" alone becomes "Ada ", exactly as the rule says); the image is
 * left out when empty.
 */
export function chatIdentity(userId: string, profile: Profile): ChatIdentity {
  const name = `${present(profile.first_name) ?? 'User'} ${present(profile.last_name) ?? ''}`;
  const image = profile.profile_picture_url?.trim();
  return image ? { id: userId, name, image } : { id: userId, name };
}
