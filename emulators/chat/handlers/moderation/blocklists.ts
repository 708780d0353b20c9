/**
 * Blocklists (ListBlockLists, CreateBlockList, UpdateBlockList and DeleteBlockList in Stream's
 * client-side spec, and GetBlockList, which stream-chat's `getBlockList` calls; the SDK's
 * createBlockList, listBlockLists, getBlockList, updateBlockList, deleteBlockList). As the spec
 * and Stream's Block Lists docs have them: a name (up to 255 characters, one list per name and
 * team), a type (word by default, or regex, domain, domain_allowlist, email, email_allowlist)
 * and its entries; an app has up to 15 lists of its own, a list up to 10,000 entries; words
 * are lowercase and up to 40 characters. Every app also has the built-in
 * `profanity_en_2020_v1`, which is listed and read but not changed; this server does not ship
 * Stream's word list, so its `words` are empty. Lists are kept, not applied to messages: no
 * channel type here names a blocklist.
 *
 * Reading and changing blocklists is for the app's staff (app-staff.ts) and server-side calls:
 * our rule, as the docs name none for client-side callers.
 */
import { requireStaff } from '../../auth/app-staff.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { cursorPage } from '../../queries/cursor-page.ts';
import { inputError, notFound } from '../../http/errors.ts';
import { boolField, intField, stringArray, stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { blockListShape } from '../../shapes/block-list.ts';
import type { BlockListRecord } from '../../store/moderation-records.ts';

const TYPES = ['regex', 'domain', 'domain_allowlist', 'email', 'email_allowlist', 'word'];
const FLAGS = [
  'is_leet_check_enabled',
  'is_plural_check_enabled',
  'is_confusable_folding_enabled',
  'is_substring_matching_enabled',
] as const;
const NAME_MAX = 255;
const LISTS_MAX = 15;
const ENTRIES_MAX = 10_000;
const WORD_MAX = 40;
const PAGE_MAX = 200;

const BUILT_IN: BlockListRecord = {
  id: 'profanity_en_2020_v1',
  name: 'profanity_en_2020_v1',
  type: 'word',
  words: [],
  is_leet_check_enabled: false,
  is_plural_check_enabled: false,
  is_confusable_folding_enabled: false,
  is_substring_matching_enabled: false,
  created_at: '2020-01-01T00:00:00.000000Z',
  updated_at: '2020-01-01T00:00:00.000000Z',
};

const keyOf = (name: string, team: string | undefined): string => `${team ?? ''}|${name}`;
const queryOf = (ctx: RequestContext): Json => Object.fromEntries(ctx.query);
const teamOf = (source: Json): string | undefined => stringField(source, 'team') || undefined;

function entriesField(body: Json, type: string, required: boolean): string[] | undefined {
  const words = stringArray(body, 'words');
  if (words === undefined) {
    if (required) throw inputError('words is a required field');
    return undefined;
  }
  if (words.length > ENTRIES_MAX)
    throw inputError(`a blocklist can hold at most ${ENTRIES_MAX} words`);
  for (const word of words) {
    if (word.length === 0) throw inputError('words must not contain empty entries');
    if (type === 'word' && word.length > WORD_MAX)
      throw inputError(`words can be at most ${WORD_MAX} characters long: "${word}"`);
    if (type === 'word' && word !== word.toLowerCase())
      throw inputError(`words must be lowercase: "${word}"`);
    if (type === 'regex') {
      try {
        new RegExp(word);
      } catch {
        throw inputError(`"${word}" is not a valid regular expression`);
      }
    }
  }
  return [...new Set(words)];
}

type Flags = Record<(typeof FLAGS)[number], boolean>;

/** The matching options the body sets, the others as `base` has them. */
function flagsOf(body: Json, base: Flags): Flags {
  return Object.fromEntries(
    FLAGS.map((flag) => [flag, boolField(body, flag) ?? base[flag]]),
  ) as Flags;
}

/** A list the caller may change: one of the app's own, not the built-in one. */
function ownList(ctx: RequestContext, team: string | undefined): BlockListRecord {
  const name = ctx.params.name ?? '';
  if (name === BUILT_IN.name && !team)
    throw inputError(`blocklist "${name}" is built in and cannot be changed`);
  const list = ctx.app.state.get('blockLists', keyOf(name, team));
  if (!list) throw notFound(`blocklist "${name}" not found`);
  return list;
}

/** `POST /blocklists {name, words, type?, team?, is_*_enabled?}`. */
export function createBlockList(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'CreateBlockList');
  const { app, body } = ctx;
  const name = stringField(body, 'name', true) as string;
  if (name.length === 0 || name.length > NAME_MAX)
    throw inputError(`name must be between 1 and ${NAME_MAX} characters long`);
  const type = stringField(body, 'type') || 'word';
  if (!TYPES.includes(type)) throw inputError(`type must be one of ${TYPES.join(', ')}`);
  const words = entriesField(body, type, true) as string[];
  const team = teamOf(body);
  if ((name === BUILT_IN.name && !team) || app.state.get('blockLists', keyOf(name, team)))
    throw inputError(`a blocklist with name "${name}" already exists`);
  if (app.state.tables.blockLists.size >= LISTS_MAX)
    throw inputError(`an app can have at most ${LISTS_MAX} blocklists`);
  const now = timestamp();
  const list: BlockListRecord = {
    id: crypto.randomUUID(),
    name,
    type,
    ...(team ? { team } : {}),
    words,
    ...flagsOf(body, BUILT_IN),
    ...(ctx.caller.kind === 'server' ? {} : { owner_user_id: ctx.actor.userId }),
    created_at: now,
    updated_at: now,
  };
  app.state.put('blockLists', keyOf(name, team), list);
  return { blocklist: blockListShape(list) };
}

/** `GET /blocklists?team=&limit=&cursor=`: the built-in list (app-wide lists only), then by age. */
export function listBlockLists(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'ListBlockLists');
  const query = queryOf(ctx);
  const team = teamOf(query);
  const limit = intField(query, 'limit', 1, PAGE_MAX) ?? PAGE_MAX;
  const own = [...ctx.app.state.tables.blockLists.values()]
    .filter((list) => list.team === team)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  const lists = team ? own : [BUILT_IN, ...own];
  const { items, paging } = cursorPage(lists, { limit, next: query.cursor }, PAGE_MAX, PAGE_MAX);
  return {
    blocklists: items.map(blockListShape),
    ...(typeof paging.next === 'string' ? { next_cursor: paging.next } : {}),
  };
}

/** `GET /blocklists/{name}?team=`. */
export function getBlockList(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'GetBlockList');
  const name = ctx.params.name ?? '';
  const team = teamOf(queryOf(ctx));
  const list =
    name === BUILT_IN.name && !team ? BUILT_IN : ctx.app.state.get('blockLists', keyOf(name, team));
  if (!list) throw notFound(`blocklist "${name}" not found`);
  return { blocklist: blockListShape(list) };
}

/** `PUT /blocklists/{name} {words?, team?, is_*_enabled?}`: what it names changes. */
export function updateBlockList(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'UpdateBlockList');
  const { body } = ctx;
  const team = teamOf(body);
  const list = ownList(ctx, team);
  const next: BlockListRecord = {
    ...list,
    words: entriesField(body, list.type, false) ?? list.words,
    ...flagsOf(body, list),
    updated_at: timestamp(),
  };
  ctx.app.state.put('blockLists', keyOf(list.name, team), next);
  return { blocklist: blockListShape(next) };
}

/** `DELETE /blocklists/{name}?team=`. */
export function deleteBlockList(ctx: RequestContext): Json {
  requireStaff(ctx.actor, 'DeleteBlockList');
  const team = teamOf(queryOf(ctx));
  const list = ownList(ctx, team);
  ctx.app.state.remove('blockLists', keyOf(list.name, team));
  return {};
}
