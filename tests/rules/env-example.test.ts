/**
 * `.env.example` documents exactly the variables the three runtimes' config modules read, and
 * those `npm run conformance` reads to aim the conformance tests at hosted services.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_ENV_VARS } from '../../api/_lib/config/function-config.ts';
import { EMULATOR_ENV_DEFAULTS } from '../../emulators/config.ts';
import { BROWSER_ENV_VARS } from '../../src/config/env.ts';
import { CONFORMANCE_ENV } from '../support/conformance-env.ts';
import { repoRoot } from '../support/stack.ts';

/**
 * Each `NAME=value` line, and whether a comment explains it: the nearest line above it that is
 * not another variable (runs such as the three ports share one comment) must be a comment.
 */
function documented(): { name: string; value: string; commented: boolean }[] {
  const lines = readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n');
  const isVariable = (line: string): boolean => /^[A-Z][A-Z0-9_]*=/.test(line);
  return lines.flatMap((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) return [];
    let above = index - 1;
    while (above >= 0 && isVariable(lines[above] as string)) above--;
    const commented = (lines[above] ?? '').startsWith('#');
    return [{ name: match[1] as string, value: match[2] as string, commented }];
  });
}

describe('.env.example', () => {
  const entries = documented();
  const names = entries.map((entry) => entry.name);

  it('lists every variable the config modules read, and nothing else', () => {
    const read = [
      ...Object.keys(EMULATOR_ENV_DEFAULTS),
      ...BROWSER_ENV_VARS,
      ...FUNCTION_ENV_VARS,
      ...Object.values(CONFORMANCE_ENV),
    ];
    expect([...names].sort()).toEqual([...new Set(read)].sort());
  });

  it('lists each variable once, each explained by a comment', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(entries.filter((entry) => !entry.commented).map((entry) => entry.name)).toEqual([]);
  });

  it('gives the embedded stack its real defaults', () => {
    for (const [name, value] of Object.entries(EMULATOR_ENV_DEFAULTS)) {
      expect(entries.find((entry) => entry.name === name)?.value).toBe(value);
    }
  });
});
