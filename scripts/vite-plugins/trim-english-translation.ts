/**
 * stream-chat-react's English translation (i18n/en.mjs, 33 KB) maps most keys to themselves:
 * the SDK's keys are English. Streami18n runs i18next with `fallbackLng: false` and no
 * `defaultValue`s, and i18next answers a key it has no entry for with the key itself, after the
 * same interpolation, so those entries change nothing; nor does a plural form (`key_other`) whose
 * text is its key, since i18next falls back from `key_other` to `key`. This keeps only the
 * entries whose text differs (`replyCount_one`, reworded keys). It fails the build if
 * the file stops looking like one object of strings, or nothing imports it any more (an SDK
 * upgrade; the file and the object's name are in sdk-internals.ts);
 * tests/rules/sdk-patches/trim-english-translation.test.ts checks that every key still
 * translates exactly as with the full file, and that each guard fails.
 */
import { parseAst, type Plugin } from 'vite';
import { patchSdkModule } from './patch-sdk-module.ts';
import { EN_TABLE, EN_TRANSLATION, sdkChanged } from './sdk-internals.ts';

const PLUGIN = 'trim-english-translation';

/** i18next's plural suffixes: `key_one` falls back to `key` when missing. */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function fail(reason: string): never {
  throw new Error(sdkChanged(PLUGIN, `${reason} in ${EN_TRANSLATION}`));
}

function parse(code: string): { table: Node; entries: Map<string, string> } {
  const strings = new Map<string, string>();
  let table: Node | undefined;
  for (const statement of parseAst(code).body as unknown as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations as Node[]) {
      const id = (d.id as { name: string }).name;
      const init = d.init as Node & { value?: unknown };
      if (init.type === 'Literal' && typeof init.value === 'string') strings.set(id, init.value);
      else if (id === EN_TABLE && init.type === 'ObjectExpression') table = init;
      else fail(`unexpected declaration ${id}`);
    }
  }
  if (!table) fail(`no ${EN_TABLE} object`);
  const entries = new Map<string, string>();
  for (const property of table.properties as Node[]) {
    const key = property.key as Node & { name?: string; value?: unknown };
    const name = key.type === 'Identifier' ? key.name : key.value;
    const value = property.value as Node & { name?: string; value?: unknown };
    const text = value.type === 'Identifier' ? strings.get(value.name ?? '') : value.value;
    if (property.type !== 'Property' || typeof name !== 'string' || typeof text !== 'string') {
      fail('a translation that is not a plain string');
    }
    entries.set(name, text);
  }
  if (entries.size < 100) fail(`only ${entries.size} entries`);
  return { table, entries };
}

/** The entries of en.mjs's translation that say something other than their key. */
export function keptEnglishEntries(code: string): Record<string, string> {
  return kept(parse(code).entries);
}

function kept(entries: Map<string, string>): Record<string, string> {
  const different: Record<string, string> = {};
  for (const [key, text] of entries) {
    const base = PLURAL.exec(key)?.[1];
    const redundant =
      text === key || (base !== undefined && text === base && entries.get(base) === undefined);
    if (!redundant) different[key] = text;
  }
  return different;
}

/** en.mjs with its translation object reduced to keptEnglishEntries. */
function trimEnglishTranslation(code: string): string {
  const { table, entries } = parse(code);
  return `${code.slice(0, table.start)}${JSON.stringify(kept(entries))}${code.slice(table.end)}`;
}

export function trimEnglishTranslationPlugin(): Plugin {
  return patchSdkModule(PLUGIN, EN_TRANSLATION, trimEnglishTranslation);
}
