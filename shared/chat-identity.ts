/**
 * The chat identity rule of the product: first name or "User", one space, last name or "" (so
 * "Ada" alone becomes "Ada "); the picture left out when empty. One module for both runtimes,
 * free of imports: the functions (api/) write the identity others see, the app shows it in its
 * header.
 */
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

const present = (value: string | null | undefined) => value?.trim() || undefined;

export function chatIdentity(userId: string, profile: Profile): ChatIdentity {
  const name = `${present(profile.first_name) ?? 'User'} ${present(profile.last_name) ?? ''}`;
  const image = present(profile.profile_picture_url);
  return image ? { id: userId, name, image } : { id: userId, name };
}
