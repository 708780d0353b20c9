/**
 * The tutorial's constants (API key, user id, token), and the chat server's URL, handed over by
 * the bench: in the URL fragment on the first visit, kept in localStorage for the starts after
 * it (the fragment never reaches a server or the service worker).
 */
export interface Credentials {
  chatUrl: string;
  apiKey: string;
  userId: string;
  token: string;
}

const KEY = 'peer-credentials';
const FIELDS = ['chatUrl', 'apiKey', 'userId', 'token'] as const;

function fromFragment(): Credentials | null {
  const params = new URLSearchParams(location.hash.slice(1));
  const values = FIELDS.map((field) => params.get(field));
  if (values.some((value) => !value)) return null;
  const [chatUrl, apiKey, userId, token] = values as string[];
  return { chatUrl, apiKey, userId, token } as Credentials;
}

export function readCredentials(): Credentials | null {
  const handed = fromFragment();
  if (handed) {
    localStorage.setItem(KEY, JSON.stringify(handed));
    history.replaceState(null, '', location.pathname);
    return handed;
  }
  const kept = localStorage.getItem(KEY);
  return kept ? (JSON.parse(kept) as Credentials) : null;
}

/** The fragment that hands these to the app. */
export function credentialsFragment(credentials: Credentials): string {
  return `#${new URLSearchParams({ ...credentials }).toString()}`;
}
