/**
 * Moderation policies through the official client (client.moderation upsertConfig, getConfig,
 * queryConfigs, deleteConfig): kept per key and team with their sections, merged on upsert,
 * queried with filters, sorts and cursors, staff-only, and kept across a restart. They are
 * stored only: this server applies no automod.
 */
import { describe, expect, it } from 'vitest';
import type { AITextConfig, BlockListConfig, QueryConfigsResponse } from 'stream-chat';
import { acrossRestart, chatForFile } from '../../support/chat-server.ts';
import { failure } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
await chat.server().upsertUsers([{ id: 'mod', role: 'moderator' }]);
const mod = await chat.connect('mod');
const alice = await chat.connect('alice');
const server = chat.server();

const TEXT_RULES: AITextConfig = { enabled: true, rules: [{ label: 'SPAM', action: 'flag' }] };
const BLOCK_RULES: BlockListConfig = {
  enabled: true,
  rules: [{ name: 'profanity_en_2020_v1', action: 'remove' }],
};

describe('moderation policies', () => {
  it('creates a policy with its sections and reads it back', async () => {
    const { config } = await mod.moderation.upsertConfig({
      key: 'chat:messaging',
      ai_text_config: TEXT_RULES,
    });
    expect(config).toMatchObject({
      key: 'chat:messaging',
      team: '',
      async: false,
      ai_text_config: TEXT_RULES,
      supported_video_call_harm_types: [],
    });
    expect(config.created_at).toBe(config.updated_at);
    const { config: read } = await mod.moderation.getConfig('chat:messaging');
    expect(read).toEqual(config);
  });

  it('keeps the sections an upsert does not name, and replaces those it names', async () => {
    await server.moderation.upsertConfig({ key: 'chat:team', ai_text_config: TEXT_RULES });
    const { config } = await server.moderation.upsertConfig({
      key: 'chat:team',
      block_list_config: BLOCK_RULES,
    });
    expect(config).toMatchObject({ ai_text_config: TEXT_RULES, block_list_config: BLOCK_RULES });
    expect(config.updated_at > config.created_at).toBe(true);
  });

  it('keeps a team policy apart from the app-wide one of the same key', async () => {
    await server.moderation.upsertConfig({ key: 'chat:messaging', team: 'blue' });
    expect(
      (await server.moderation.getConfig('chat:messaging', { team: 'blue' })).config.team,
    ).toBe('blue');
    expect((await server.moderation.getConfig('chat:messaging')).config.team).toBe('');
    await server.moderation.deleteConfig('chat:messaging', { team: 'blue' });
    const gone = await failure(server.moderation.getConfig('chat:messaging', { team: 'blue' }));
    expect([gone.status, gone.code]).toEqual([404, 16]);
  });

  it('queries policies with filters, sorts and cursors', async () => {
    for (const key of ['custom:b', 'custom:a', 'custom:c'])
      await server.moderation.upsertConfig({ key, team: 'red' });
    const keys = (configs: { key: string }[]) => configs.map((c) => c.key);
    const first = await mod.moderation.queryConfigs({ team: 'red' }, [], { limit: 2 });
    expect(keys(first.configs)).toEqual(['custom:c', 'custom:a']);
    const second = await mod.moderation.queryConfigs({ team: 'red' }, [], {
      limit: 2,
      next: first.next,
    });
    expect(keys(second.configs)).toEqual(['custom:b']);
    expect(second.next).toBeUndefined();
    // The spec's sort and a range filter, which the SDK's types for this call cannot express.
    const byKey = await mod.post<QueryConfigsResponse>(`${mod.baseURL}/api/v2/moderation/configs`, {
      filter: { team: 'red', key: { $gt: 'custom:a' } },
      sort: [{ field: 'key', direction: 1 }],
    });
    expect(keys(byKey.configs)).toEqual(['custom:b', 'custom:c']);
  });

  it('refuses a policy without a key, a section that is not an object, and a bad limit', async () => {
    const noKey = await failure(server.moderation.upsertConfig({ key: '' }));
    expect([noKey.status, noKey.code]).toEqual([400, 4]);
    // A section of the wrong type, which the SDK's types do not let a caller write.
    const notObject = await failure(
      server.post(`${server.baseURL}/api/v2/moderation/config`, {
        key: 'chat:x',
        ai_text_config: 'strict',
      }),
    );
    expect([notObject.status, notObject.code]).toEqual([400, 4]);
    const limit = await failure(server.moderation.queryConfigs({}, [], { limit: 101 }));
    expect([limit.status, limit.code]).toEqual([400, 4]);
    const missing = await failure(server.moderation.deleteConfig('chat:none'));
    expect([missing.status, missing.code]).toEqual([404, 16]);
  });

  it('refuses users who are not app staff', async () => {
    for (const call of [
      alice.moderation.upsertConfig({ key: 'chat:messaging' }),
      alice.moderation.getConfig('chat:messaging'),
      alice.moderation.queryConfigs({}, []),
      alice.moderation.deleteConfig('chat:messaging'),
    ]) {
      const refused = await failure(call);
      expect([refused.status, refused.code]).toEqual([403, 17]);
    }
  });

  it('keeps policies across a restart', async () => {
    embeddedOnly('restarts the server');
    await acrossRestart(
      async (own) => {
        await own.server().moderation.upsertConfig({
          key: 'chat:messaging',
          ai_text_config: TEXT_RULES,
        });
      },
      async (own) => {
        const { config } = await own.server().moderation.getConfig('chat:messaging');
        expect(config).toMatchObject({ ai_text_config: TEXT_RULES });
      },
    );
  });
});
