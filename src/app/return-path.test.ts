import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetKeptInvite,
  forgetReturnPath,
  rememberReturnPath,
  storedReturnPath,
  takeKeptInvite,
} from './return-path.ts';

const TOKEN = 'a'.repeat(43);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the address kept across signing in', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a conversation for this tab only, until forgotten', () => {
    rememberReturnPath('/c/messaging/general');
    expect(storedReturnPath()).toBe('/c/messaging/general');
    expect(takeKeptInvite()).toBeNull();
    forgetReturnPath();
    expect(storedReturnPath()).toBeNull();
  });

  it('never keeps an address outside the app', () => {
    rememberReturnPath('//elsewhere.example/c/messaging/general');
    expect(storedReturnPath()).toBeNull();
  });

  it('keeps an invite link for the next tab too, given once', () => {
    rememberReturnPath(`/join/${TOKEN}`);
    expect(storedReturnPath()).toBe(`/join/${TOKEN}`);
    expect(takeKeptInvite()).toBe(`/join/${TOKEN}`);
    expect(takeKeptInvite()).toBeNull();
  });

  it('gives no other tab an invite link once a tab follows it', () => {
    rememberReturnPath(`/join/${TOKEN}`);
    forgetKeptInvite();
    expect(takeKeptInvite()).toBeNull();
  });

  it('lets a kept invite link go after a day', () => {
    vi.useFakeTimers({ now: 0 });
    rememberReturnPath(`/join/${TOKEN}`);
    vi.setSystemTime(86_400_001);
    expect(takeKeptInvite()).toBeNull();
  });

  it('ignores a kept value that is not a link of ours', () => {
    window.localStorage.setItem(
      'parley-pending-invite',
      JSON.stringify({ token: '../x', at: Date.now() }),
    );
    expect(takeKeptInvite()).toBeNull();
    window.localStorage.setItem('parley-pending-invite', '{not json');
    expect(takeKeptInvite()).toBeNull();
  });

  it('carries on without storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    expect(() => rememberReturnPath(`/join/${TOKEN}`)).not.toThrow();
    expect(storedReturnPath()).toBeNull();
    expect(takeKeptInvite()).toBeNull();
  });
});
