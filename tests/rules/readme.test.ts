/**
 * README is a newcomer's guide: short, and with no figure tied to a day (figures live in
 * docs/performance.md, one row per measure, and git keeps their history). Every document it
 * points to exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';

const README = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const MAX_LINES = 250;

describe('README', () => {
  it(`stays within ${MAX_LINES} lines`, () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('names no day', () => {
    expect(README.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
  });

  it('links only to documents that exist', () => {
    const links = [...README.matchAll(/\]\((docs\/[^)#]+)/g)].map(([, target]) => target ?? '');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((target) => !existsSync(path.join(repoRoot, target)))).toEqual([]);
  });
});
