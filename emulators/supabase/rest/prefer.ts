/** The `Prefer` header preferences PostgREST honours for the verbs the emulator serves. */
export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
}

/** Unknown or malformed preferences are ignored, as PostgREST does without `handling=strict`. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const raw of values) {
    const [key, value] = raw
      .trim()
      .split('=')
      .map((part) => part.trim());
    if (
      key === 'return' &&
      (value === 'representation' || value === 'minimal' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value;
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    }
  }
  return prefs;
}
