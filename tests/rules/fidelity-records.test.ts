/**
 * The emulators' fidelity records (emulators/<service>/FIDELITY.md) name, for every behaviour
 * they claim, the test that shows it: this check fails, naming the row, when a named test file
 * does not exist, when the file has no test of that title, or when a row names no test. How a
 * row names a test, and how titles filled in at run time (`it.each`, template literals) match,
 * is written at the top of tests/support/fidelity-records.ts.
 *
 * A dash instead of a test is allowed in the left-out section. Elsewhere it is allowed only for
 * the rows listed in KNOWN_GAPS below: behaviours no test shows yet. A gap that gets its test is
 * taken off the list (the check fails while a listed gap still names a test or no longer exists).
 *
 * A row whose behaviour says "every", "all" or "as hosted" names a table test or a test per case
 * (two or more); UNTESTED_CLAIMS lists the rows that do not yet, to be taken off as they do.
 *
 * The chat server's record states the last run of the conformance suite against hosted services
 * as docs/hosted-conformance.md records it, so it never claims a hosted run that is not there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';
import { checkRecord, readRecordRows, readReferences } from '../support/fidelity-records.ts';
import { describeHostedRun, readLastHostedRun } from '../support/hosted-run.ts';

const RECORDS = ['emulators/chat/FIDELITY.md', 'emulators/supabase/FIDELITY.md'];

/** Rows (`section › item`) that claim a behaviour no test shows yet, by record. */
const KNOWN_GAPS: Record<string, ReadonlySet<string>> = {
  'emulators/chat/FIDELITY.md': new Set([
    'Covered › Pings',
    'Covered › Timed bans',
    'Known differences › Message `html`',
    'Known differences › `notification.message_new` per connection',
    'Known differences › Slow-mode timers',
    'Known differences › Message id characters',
    'Known differences › Review queue contents',
    'Known differences › Revocation precision',
    'Known differences › Webhook `request_info`',
    'Known differences › Webhook member order',
    'Known differences › Hooks without `enabled`',
    'Known differences › User groups',
    'Known differences › Devices in REST answers',
    'Known differences › Long-poll and rate limits',
    'Known differences › Rate limit platforms',
    'Known differences › What is counted',
    'Known differences › What is not limited',
  ]),
  'emulators/supabase/FIDELITY.md': new Set([
    'Covered › Auth: verifying an email and code',
    'Covered › REST: other operators',
    'Known differences › The database',
    'Known differences › Schema cache',
    'Known differences › Statement timeout',
    'Known differences › Auth: session lifetime',
    'Known differences › Auth: email rate limit',
    'Known differences › Auth: email change links',
  ]),
};

/** Rows (`section › item`) that make a claim of many cases with one plain test, by record. */
const UNTESTED_CLAIMS: Record<string, ReadonlySet<string>> = {
  'emulators/chat/FIDELITY.md': new Set([]),
  'emulators/supabase/FIDELITY.md': new Set(['Covered › Auth: a new password']),
};

function readTestFile(file: string): string | undefined {
  const full = path.join(repoRoot, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

describe.each(RECORDS)('%s', (record) => {
  const markdown = readFileSync(path.join(repoRoot, record), 'utf8');
  const knownGaps = KNOWN_GAPS[record] ?? new Set<string>();
  const untestedClaims = UNTESTED_CLAIMS[record] ?? new Set<string>();

  it('names, in every row, tests that exist', () => {
    expect(readRecordRows(markdown).length).toBeGreaterThan(10);
    expect(checkRecord(record, markdown, { readTestFile, knownGaps, untestedClaims })).toEqual([]);
  });

  it('lists as known gaps only rows that still name no test', () => {
    const dashes = new Set(
      readRecordRows(markdown)
        .filter((row) => readReferences(row.tests) === undefined)
        .map((row) => `${row.section} › ${row.item}`),
    );
    expect([...knownGaps].filter((gap) => !dashes.has(gap))).toEqual([]);
  });
});

describe('the last hosted conformance run', () => {
  it('is stated in the chat server record as docs/hosted-conformance.md records it', () => {
    const page = readFileSync(path.join(repoRoot, 'docs/hosted-conformance.md'), 'utf8');
    const record = readFileSync(path.join(repoRoot, 'emulators/chat/FIDELITY.md'), 'utf8');
    const sentence = describeHostedRun(readLastHostedRun(page));
    expect(record.replace(/\s+/g, ' ')).toContain(sentence);
  });
});
