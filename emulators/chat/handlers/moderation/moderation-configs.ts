/**
 * Moderation policies (upsert_config, get_config, delete_config and query_moderation_configs in
 * Stream's moderation spec; stream-chat's `client.moderation` upsertConfig, getConfig,
 * deleteConfig and queryConfigs): one per key (`chat:messaging`, ...) and team, its sections
 * (ai_text_config, block_list_config, ...) kept as given. An upsert replaces the sections it
 * names and keeps the others (our reading of "create or update"). Queries filter on key, team,
 * created_at and updated_at, sort on key, created_at and updated_at (newest first unless asked)
 * and page with next/prev cursors, up to 100 a page.
 *
 * Policies are kept, never applied: this server has no automod, and the sections' settings
 * change nothing a message goes through. Managing them client-side is for the app's staff
 * (app-staff.ts), as Stream's moderation docs leave team policies to team admins and moderators.
 */
import { requireStaff } from '../../auth/app-staff.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { comparator, matches, parseSort } from '../../queries/filters.ts';
import { boolField, objectField, stringField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import { moderationConfigShape } from '../../shapes/moderation-config.ts';
import type { ModerationConfigRecord } from '../../store/moderation-records.ts';

/** The policy sections of UpsertConfigRequest, each an object. */
const SECTIONS = [
  'ai_audio_config',
  'ai_image_config',
  'ai_text_config',
  'ai_video_config',
  'automod_platform_circumvention_config',
  'automod_semantic_filters_config',
  'automod_toxicity_config',
  'aws_rekognition_config',
  'block_list_config',
  'bodyguard_config',
  'flood_config',
  'google_vision_config',
  'llm_config',
  'rule_builder_config',
  'velocity_filter_config',
  'video_call_rule_config',
];
const TEAM_MAX = 128;
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

const keyOf = (key: string, team: string): string => `${team}|${key}`;

const FIELDS: Record<string, (config: ModerationConfigRecord) => unknown> = {
  key: (config) => config.key,
  team: (config) => config.team,
  created_at: (config) => config.created_at,
  updated_at: (config) => config.updated_at,
};
const field = (config: ModerationConfigRecord, name: string): unknown => FIELDS[name]?.(config);

function teamField(source: Json): string {
  const team = stringField(source, 'team') ?? '';
  if (team.length > TEAM_MAX) throw inputError(`team must be at most ${TEAM_MAX} characters long`);
  return team;
}

function configOf(ctx: RequestContext): ModerationConfigRecord {
  const key = ctx.params.key ?? '';
  const team = teamField(Object.fromEntries(ctx.query));
  const config = ctx.app.state.get('moderationConfigs', keyOf(key, team));
  if (!config) throw notFound(`moderation config "${key}" not found`);
  return config;
}

/** `POST /api/v2/moderation/config {key, team?, async?, ...sections}`. */
export function upsertConfig(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'UpsertModerationConfig');
  const { app, body } = ctx;
  const key = stringField(body, 'key', true) as string;
  if (key.length === 0) throw inputError('key is a required field');
  const team = teamField(body);
  const sections: Json = {};
  for (const name of SECTIONS) {
    const section = objectField(body, name);
    if (section) sections[name] = section;
  }
  const before = app.state.get('moderationConfigs', keyOf(key, team));
  const now = timestamp();
  const config: ModerationConfigRecord = {
    key,
    team,
    async: boolField(body, 'async') ?? before?.async ?? false,
    sections: { ...before?.sections, ...sections },
    created_at: before?.created_at ?? now,
    updated_at: now,
  };
  app.state.put('moderationConfigs', keyOf(key, team), config);
  return { config: moderationConfigShape(config) };
}

/** `GET /api/v2/moderation/config/{key}?team=`. */
export function getConfig(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'GetModerationConfig');
  return { config: moderationConfigShape(configOf(ctx)) };
}

/** `DELETE /api/v2/moderation/config/{key}?team=`. */
export function deleteConfig(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'DeleteModerationConfig');
  const config = configOf(ctx);
  ctx.app.state.remove('moderationConfigs', keyOf(config.key, config.team));
  return {};
}

/**
 * The spec's `[{field, direction}]`, or the `[{created_at: -1}]` that stream-chat's queryConfigs
 * passes through unchanged, as the list parseSort reads.
 */
function sortEntries(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  return raw.flatMap((entry) =>
    isObject(entry) && typeof entry.field !== 'string'
      ? Object.entries(entry).map(([name, direction]) => ({ field: name, direction }))
      : [entry],
  );
}

/** `POST /api/v2/moderation/configs {filter?, sort?, limit?, next?, prev?}`. */
export function queryConfigs(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'QueryModerationConfigs');
  const { body } = ctx;
  const sort = parseSort(sortEntries(body.sort), [{ field: 'created_at', direction: -1 }]);
  const unknown = sort.find((s) => !(s.field in FIELDS));
  if (unknown) throw inputError(`sort field "${unknown.field}" is not supported`);
  const configs = [...ctx.app.state.tables.moderationConfigs.values()]
    .filter((config) => matches(body.filter, (name) => field(config, name)))
    .sort(comparator(sort, field));
  const { items, paging } = cursorPage(configs, body, DEFAULT_LIMIT, MAX_LIMIT);
  return { configs: items.map(moderationConfigShape), ...paging };
}
