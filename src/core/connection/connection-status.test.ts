import { describe, expect, it } from 'vitest';
import { chatStatus } from './connection-status.ts';

describe('chatStatus', () => {
  const connected = { phase: 'connected', userId: 'a' } as const;

  it('says signed-out when nobody is connecting', () => {
    expect(chatStatus({ phase: 'idle' }, true, false)).toBe('signed-out');
  });
  it('says offline first when the device is offline', () => {
    expect(chatStatus(connected, false, false)).toBe('offline');
  });
  it('tells a first connect from a reconnect', () => {
    expect(chatStatus({ phase: 'connecting', userId: 'a', attempt: 0 }, true, false)).toBe(
      'connecting',
    );
    expect(chatStatus({ phase: 'connecting', userId: 'a', attempt: 2 }, true, false)).toBe(
      'reconnecting',
    );
  });
  it('reports a failure', () => {
    expect(
      chatStatus(
        { phase: 'failed', userId: 'a', step: 'token', message: 'x', attempt: 1 },
        true,
        false,
      ),
    ).toBe('failed');
  });
  it('is connected only with the socket up', () => {
    expect(chatStatus(connected, true, true)).toBe('connected');
    expect(chatStatus(connected, true, false)).toBe('reconnecting');
  });
});
