import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as kept from './return-path.ts';

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
    kept.rememberReturnPath('/c/messaging/general');
    expect(kept.storedReturnPath()).toBe('/c/messaging/general');
    expect(kept.takeKeptInvite()).toBeNull();
    kept.forgetReturnPath();
    expect(kept.storedReturnPath()).toBeNull();
  });

  it('never keeps an address outside the app', () => {
    kept.rememberReturnPath('//elsewhere.example/c/messaging/general');
    expect(kept.storedReturnPath()).toBeNull();
  });

  it('keeps an invite link for the next tab too, given once', () => {
    kept.rememberReturnPath(`/join/${TOKEN}`);
    expect(kept.storedReturnPath()).toBe(`/join/${TOKEN}`);
    expect(kept.takeKeptInvite()).toBe(`/join/${TOKEN}`);
    expect(kept.takeKeptInvite()).toBeNull();
  });

  it('gives no other tab an invite link once a tab follows it', () => {
    kept.rememberReturnPath(`/join/${TOKEN}`);
    kept.forgetKeptInvite();
    expect(kept.takeKeptInvite()).toBeNull();
  });

  it('lets a kept invite link go after a day', () => {
    vi.useFakeTimers({ now: 0 });
    kept.rememberReturnPath(`/join/${TOKEN}`);
    vi.setSystemTime(86_400_001);
    expect(kept.takeKeptInvite()).toBeNull();
  });

  it('ignores a kept value that is not a link of ours', () => {
    window.localStorage.setItem(
      'parley-pending-invite',
      JSON.stringify({ token: '../x', at: Date.now() }),
    );
    expect(kept.takeKeptInvite()).toBeNull();
    window.localStorage.setItem('parley-pending-invite', '{not json');
    expect(kept.takeKeptInvite()).toBeNull();
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
    expect(() => kept.rememberReturnPath(`/join/${TOKEN}`)).not.toThrow();
    expect(kept.storedReturnPath()).toBeNull();
    expect(kept.takeKeptInvite()).toBeNull();
  });
});
