import { describe, expect, it } from 'vitest';
import { configMetaTag } from './runtime-config.ts';

const decode = (tag: string): unknown =>
  JSON.parse(
    (/content="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );

describe('the parley-config meta tag', () => {
  const base = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', streamApiKey: 'k' };

  it('carries the VAPID public key when the stack has one', () => {
    expect(decode(configMetaTag({ ...base, vapidPublicKey: 'BPub_key-1' }))).toEqual({
      ...base,
      vapidPublicKey: 'BPub_key-1',
    });
  });

  it('copies only the public fields, whatever else the object holds', () => {
    const withSecret = { ...base, vapidPrivateKey: 'secret' } as typeof base;
    expect(decode(configMetaTag(withSecret))).toEqual(base);
  });
});
