import { describe, expect, it } from 'vitest';
import { describeHostedRun, readLastHostedRun } from './hosted-run.ts';

const page = (row: string) =>
  [
    '# Hosted',
    '',
    '## Last hosted run',
    '',
    '| Date | stream-chat | supabase-js | Passed | Skipped | Failed |',
    '| --- | --- | --- | --- | --- | --- |',
    row,
    '',
    '## After',
    '',
    '| a | b |',
    '| --- | --- |',
    '| c | d |',
  ].join('\n');

describe('readLastHostedRun', () => {
  it('reads a run that never happened, and says so', () => {
    const run = readLastHostedRun(page('| never run | — | — | — | — | — |'));
    expect(run).toEqual({ kind: 'never' });
    expect(describeHostedRun(run)).toBe(
      'Hosted conformance: never run (docs/hosted-conformance.md, Last hosted run).',
    );
  });

  it('reads a run with its day, versions and counts', () => {
    const run = readLastHostedRun(page('| 2030-01-31 | 9.53.0 | 2.109.0 | 400 | 70 | 3 |'));
    expect(describeHostedRun(run)).toBe(
      'Hosted conformance: 2030-01-31, stream-chat 9.53.0 and supabase-js 2.109.0: ' +
        '400 passed, 70 skipped, 3 failed (docs/hosted-conformance.md, Last hosted run).',
    );
  });

  it.each([
    ['no section', '# Hosted\n'],
    ['a day not written as one', page('| last week | 9.53.0 | 2.109.0 | 1 | 0 | 0 |')],
    ['a version that is not one', page('| 2030-01-31 | latest | 2.109.0 | 1 | 0 | 0 |')],
    ['a count that is not one', page('| 2030-01-31 | 9.53.0 | 2.109.0 | all | 0 | 0 |')],
  ])('refuses %s', (_, markdown) => {
    expect(() => readLastHostedRun(markdown)).toThrow();
  });
});
