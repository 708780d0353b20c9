import { describe, expect, it } from 'vitest';
import { IdNamespace } from './id-namespace.ts';

describe('a test file id namespace', () => {
  it('claims the users a request introduces and translates them wherever they stand, and as @mentions', () => {
    const ns = new IdNamespace('tag1');
    expect(
      ns.outbound({
        users: { alice: { id: 'alice', name: 'alice' }, bob: { id: 'bob' } },
      }),
    ).toEqual({
      users: {
        'alice--tag1': { id: 'alice--tag1', name: 'alice' },
        'bob--tag1': { id: 'bob--tag1' },
      },
    });
    expect(
      ns.outbound({
        filter_conditions: { members: { $in: ['alice', 'dave'] }, cid: 'messaging:room' },
        message: { id: 'm-1', text: 'alice, ask @alice and @dave', user_id: 'carol' },
      }),
    ).toEqual({
      filter_conditions: { members: { $in: ['alice--tag1', 'dave'] }, cid: 'messaging:room' },
      message: { id: 'm-1', text: 'alice, ask @alice--tag1 and @dave', user_id: 'carol--tag1' },
    });
  });

  it('translates cids of claimed channels and leaves types, roles and text alone', () => {
    const ns = new IdNamespace('tag2');
    ns.claim('room', 'channel', 'messaging');
    ns.claim('messaging', 'user');
    expect(
      ns.outbound({
        filter_conditions: { cid: { $in: ['messaging:room'] }, type: { $in: ['messaging'] } },
        role: 'messaging',
        text: 'room',
      }),
    ).toEqual({
      filter_conditions: { cid: { $in: ['messaging:room--tag2'] }, type: { $in: ['messaging'] } },
      role: 'messaging',
      text: 'room',
    });
    expect(ns.made()).toEqual({ users: ['messaging--tag2'], channels: ['messaging:room--tag2'] });
  });

  it('reads answers back with the tag taken out of values and keys, but not out of URLs', () => {
    const ns = new IdNamespace('tag3');
    expect(
      ns.inbound({
        users: { 'alice--tag3': { id: 'alice--tag3' } },
        channel: { cid: 'messaging:room--tag3' },
        message: 'channel messaging:room--tag3 not found',
        file: 'https://cdn.example/room--tag3/a.png',
        count: 2,
      }),
    ).toEqual({
      users: { alice: { id: 'alice' } },
      channel: { cid: 'messaging:room' },
      message: 'channel messaging:room not found',
      file: 'https://cdn.example/room--tag3/a.png',
      count: 2,
    });
    // An id the service made from a namespaced one goes back the way it came.
    expect(ns.toRemote('messaging:room')).toBe('messaging:room--tag3');
  });

  it('keeps an id too long to carry the tag, and ids Stream would refuse, as written', () => {
    const ns = new IdNamespace('tag4');
    const longest = 'a'.repeat(62);
    ns.claim(longest, 'channel', 'messaging');
    ns.claim('bad:id', 'channel', 'messaging');
    ns.claim('has space', 'user');
    expect([longest, 'bad:id', 'has space'].map((id) => ns.toRemote(id))).toEqual([
      longest,
      'bad:id',
      'has space',
    ]);
  });
});
