/**
 * A poll's settings and options as a request sets them, with the checks Stream makes on create
 * and update; fields Stream does not know are kept as custom data.
 */
import { inputError } from '../../http/errors.ts';
import { boolField, intField, stringField } from '../../http/json-fields.ts';
import { isObject, type Json } from '../../http/json.ts';
import type { PollOptionRecord, PollRecord } from '../../store/records.ts';

export const MAX_OPTIONS = 100;
export const POLL_FIELDS = new Set([
  'id',
  'name',
  'description',
  'options',
  'enforce_unique_vote',
  'max_votes_allowed',
  'allow_answers',
  'allow_user_suggested_options',
  'voting_visibility',
  'is_closed',
  'user',
  'user_id',
  'created_by',
  'created_by_id',
  'created_at',
  'updated_at',
  'vote_count',
  'vote_counts_by_option',
  'latest_votes_by_option',
  'latest_answers',
  'answers_count',
  'own_votes',
]);

export function optionText(raw: unknown): string {
  if (!isObject(raw)) throw inputError('options must be objects with a text');
  const text = raw.text;
  if (typeof text !== 'string' || text.trim().length === 0)
    throw inputError('option text is a required field');
  return text;
}

export function optionCustom(raw: Json): Json {
  const custom = isObject(raw.custom) ? { ...raw.custom } : {};
  for (const [key, value] of Object.entries(raw)) {
    if (!['id', 'text', 'custom', 'user_id', 'user'].includes(key)) custom[key] = value;
  }
  return custom;
}

export function buildOptions(
  raw: unknown,
  existing: PollOptionRecord[],
  now: string,
): PollOptionRecord[] {
  if (raw === undefined || raw === null) return existing;
  if (!Array.isArray(raw)) throw inputError('options must be an array');
  if (raw.length > MAX_OPTIONS) throw inputError(`a poll can have at most ${MAX_OPTIONS} options`);
  const seen = new Set<string>();
  return raw.map((entry) => {
    const text = optionText(entry);
    const key = text.trim().toLowerCase();
    if (seen.has(key)) throw inputError(`duplicate option text "${text}"`);
    seen.add(key);
    const id = (entry as Json).id;
    const previous = typeof id === 'string' ? existing.find((o) => o.id === id) : undefined;
    return {
      id: previous?.id ?? crypto.randomUUID(),
      text,
      custom: optionCustom(entry as Json),
      created_at: previous?.created_at ?? now,
      updated_at: now,
    };
  });
}

export function pollCustom(body: Json): Json {
  const custom = isObject(body.custom) ? { ...body.custom } : {};
  for (const [key, value] of Object.entries(body)) {
    if (!POLL_FIELDS.has(key) && key !== 'custom') custom[key] = value;
  }
  return custom;
}

/** Applies and checks the settings Stream validates on create and update. */
export function applySettings(body: Json, base: PollRecord): PollRecord {
  const next = { ...base };
  const name = stringField(body, 'name');
  if (name !== undefined) next.name = name;
  if (next.name.trim().length === 0) throw inputError('name is a required field');
  const description = stringField(body, 'description');
  if (description !== undefined) next.description = description;
  next.enforce_unique_vote = boolField(body, 'enforce_unique_vote') ?? next.enforce_unique_vote;
  next.allow_answers = boolField(body, 'allow_answers') ?? next.allow_answers;
  next.allow_user_suggested_options =
    boolField(body, 'allow_user_suggested_options') ?? next.allow_user_suggested_options;
  next.is_closed = boolField(body, 'is_closed') ?? next.is_closed;
  if ('max_votes_allowed' in body) {
    const max = intField(body, 'max_votes_allowed', 1, 10);
    if (max === undefined) delete next.max_votes_allowed;
    else next.max_votes_allowed = max;
  }
  const visibility = body.voting_visibility;
  if (visibility !== undefined && visibility !== null) {
    if (visibility !== 'public' && visibility !== 'anonymous')
      throw inputError('voting_visibility must be one of public, anonymous');
    next.voting_visibility = visibility;
  }
  if (next.enforce_unique_vote && (next.max_votes_allowed ?? 1) > 1)
    throw inputError('max_votes_allowed cannot be greater than 1 when enforce_unique_vote is true');
  return next;
}
