/**
 * The last run of the conformance suite against hosted services, as docs/hosted-conformance.md
 * records it under "Last hosted run": one table row of the day, the stream-chat and supabase-js
 * versions and vitest's counts, or "never run". The fidelity check holds the chat server's record
 * to it through the sentence `describeHostedRun` makes.
 */

export type HostedRun =
  | { kind: 'never' }
  | {
      kind: 'run';
      date: string;
      streamChat: string;
      supabaseJs: string;
      passed: number;
      skipped: number;
      failed: number;
    };

const HEADING = '## Last hosted run';
const VERSION = /^\d+\.\d+\.\d+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function count(cell: string, name: string): number {
  if (!/^\d+$/.test(cell)) throw new Error(`Last hosted run: ${name} is not a count: "${cell}"`);
  return Number(cell);
}

/** The run the page records; throws, saying what is wrong, when the section is not as described. */
export function readLastHostedRun(markdown: string): HostedRun {
  const section = markdown.split(HEADING)[1]?.split(/\n## /)[0];
  if (section === undefined) throw new Error(`no "${HEADING}" section`);
  const rows = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const [header, , row, ...more] = rows;
  if (!header || !row || more.length > 0) throw new Error('Last hosted run: one table row, please');
  const [date = '', streamChat = '', supabaseJs = '', passed = '', skipped = '', failed = ''] =
    cellsOf(row);
  if (date === 'never run') return { kind: 'never' };
  if (!DAY.test(date)) throw new Error(`Last hosted run: "${date}" is not a day (YYYY-MM-DD)`);
  for (const [name, version] of [
    ['stream-chat', streamChat],
    ['supabase-js', supabaseJs],
  ] as const) {
    if (!VERSION.test(version)) throw new Error(`Last hosted run: ${name} "${version}"`);
  }
  return {
    kind: 'run',
    date,
    streamChat,
    supabaseJs,
    passed: count(passed, 'passed'),
    skipped: count(skipped, 'skipped'),
    failed: count(failed, 'failed'),
  };
}

/** The sentence a fidelity record states the run with. */
export function describeHostedRun(run: HostedRun): string {
  const where = '(docs/hosted-conformance.md, Last hosted run)';
  if (run.kind === 'never') return `Hosted conformance: never run ${where}.`;
  return (
    `Hosted conformance: ${run.date}, stream-chat ${run.streamChat} and supabase-js ` +
    `${run.supabaseJs}: ${run.passed} passed, ${run.skipped} skipped, ${run.failed} failed ${where}.`
  );
}
