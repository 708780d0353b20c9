import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markedUserId, sessionMarkerFor, sessionOnDevice } from './session-on-device.ts';

const full = vi.hoisted(() => ({ value: false }));

/** IndexedDB refuses writes while `full` is set, as a device out of quota does. */
vi.mock('idb-keyval', async (original) => {
  const real = await original<typeof import('idb-keyval')>();
  return {
    ...real,
    set: (...args: Parameters<typeof real.set>) =>
      full.value
        ? Promise.reject(new DOMException('no room', 'QuotaExceededError'))
        : real.set(...args),
  };
});

const KEY = 'sb-127-auth-token';
const SESSION = JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1' } });

/** A localStorage for the page side of the module (vitest runs it in Node). */
function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the session kept on the device', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: fakeLocalStorage(),
      configurable: true,
    });
  });

  it('keeps the session in IndexedDB and only a marker, without the session, in localStorage', async () => {
    const storage = sessionOnDevice(KEY);
    await storage.setItem(KEY, SESSION);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBe('u1');
    expect(await storage.getItem(KEY)).toBe(SESSION);
    // A fresh reader (another tab, the service worker) finds it too.
    expect(await sessionOnDevice(KEY).getItem(KEY)).toBe(SESSION);
  });

  it('removing the session removes the marker; other keys leave the marker alone', async () => {
    const storage = sessionOnDevice(KEY);
    await storage.setItem(KEY, SESSION);
    await storage.setItem(`${KEY}-code-verifier`, 'v');
    await storage.removeItem(`${KEY}-code-verifier`);
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBe('u1');
    await storage.removeItem(KEY);
    expect(await storage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBeNull();
  });

  it('moves a session an older version kept in localStorage, so an update does not sign anyone out', async () => {
    localStorage.setItem(KEY, SESSION);
    const storage = sessionOnDevice(KEY);
    expect(await storage.getItem(KEY)).toBe(SESSION);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBe('u1');
    expect(await storage.getItem(KEY)).toBe(SESSION);
  });

  it('drops the marker when the session is found nowhere (ended by the service worker)', async () => {
    const storage = sessionOnDevice(KEY);
    await storage.setItem(KEY, SESSION);
    const page = localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    await sessionOnDevice(KEY).removeItem(KEY);
    Object.defineProperty(globalThis, 'localStorage', { value: page, configurable: true });
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBe('u1');
    expect(await storage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBeNull();
  });

  it("names whose session it marks, so the start can read that person's list before the session", async () => {
    const storage = sessionOnDevice(KEY);
    expect(markedUserId(localStorage, KEY)).toBeUndefined();
    await storage.setItem(KEY, SESSION);
    expect(markedUserId(localStorage, KEY)).toBe('u1');
    // A marker an older version wrote names no one until the session is next read.
    localStorage.setItem(sessionMarkerFor(KEY), '1');
    expect(markedUserId(localStorage, KEY)).toBeUndefined();
    await storage.getItem(KEY);
    expect(markedUserId(localStorage, KEY)).toBe('u1');
    // A value that is not a session with a user marks the session without naming anyone.
    await storage.setItem(KEY, JSON.stringify({ access_token: 'a' }));
    expect(localStorage.getItem(sessionMarkerFor(KEY))).toBe('1');
    expect(markedUserId(localStorage, KEY)).toBeUndefined();
    await storage.setItem(KEY, 'not json');
    expect(markedUserId(localStorage, KEY)).toBeUndefined();
    await storage.removeItem(KEY);
    expect(markedUserId(localStorage, KEY)).toBeUndefined();
  });

  it('works where there is no localStorage (the service worker)', async () => {
    const storage = sessionOnDevice(KEY);
    await storage.setItem(KEY, SESSION);
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    expect(await storage.getItem(KEY)).toBe(SESSION);
    await storage.removeItem(KEY);
    expect(await storage.getItem(KEY)).toBeNull();
  });
});

describe('a device with no room in IndexedDB', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: fakeLocalStorage(),
      configurable: true,
    });
    full.value = false;
  });

  it('keeps the session in localStorage, so signing in still works', async () => {
    const storage = sessionOnDevice(KEY);
    await storage.setItem(KEY, SESSION);
    full.value = true;
    const renewed = SESSION.replace('"a"', '"b"');
    await storage.setItem(KEY, renewed);
    expect(localStorage.getItem(KEY)).toBe(renewed);
    // The older copy in the database never wins over the newer one: it is gone.
    expect(await storage.getItem(KEY)).toBe(renewed);
    const page = localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
    expect(await storage.getItem(KEY)).toBeNull();
    Object.defineProperty(globalThis, 'localStorage', { value: page, configurable: true });
    // With room again, it moves back into the database.
    full.value = false;
    expect(await storage.getItem(KEY)).toBe(renewed);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await sessionOnDevice(KEY).getItem(KEY)).toBe(renewed);
  });
});
