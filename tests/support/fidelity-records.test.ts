import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  namesTest,
  readRecordRows,
  readReferences,
  readTestChains,
} from './fidelity-records.ts';

const TEST_FILE = `
import { describe, expect, it, test } from 'vitest';
const ROUNDS = 3;
const files = ['a.txt', 'b.txt'];
const unknown = files.join();

describe('sending', () => {
  it('delivers a message', () => {});
  it.concurrent(
    'keeps a "quoted" title',
    () => {},
  );
  it(\`starts \${ROUNDS} times\`, () => {});
  it.each([['one', 1]])('refuses %s with code %d', () => {});
  describe('nested', () => {
    test.each([{ name: 'bad JSON', status: 400 }])('$name → $status', () => {});
  });
  for (const file of files) {
    it(file, () => {});
  }
  it(unknown, () => {});
});

it('stands alone', () => {
  expect(/x/.test('x')).toBe(true);
});

describe('wrapped', () => {
  embeddedOnly('restarts the server').it('keeps it across a restart', () => {});
  embeddedOnly('signs locally').it.each(['a'])('refuses %s', () => {});
});
`;

const FILES: Record<string, string> = { 'tests/x.test.ts': TEST_FILE };
const readTestFile = (file: string) => FILES[file];

function record(...rows: string[]): string {
  return [
    '# A record',
    '',
    '## Covered',
    '',
    '| Item | Behaviour | Source | Test |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## Left out on purpose',
    '',
    '| Item | Behaviour | Source | Test |',
    '| --- | --- | --- | --- |',
    '| Giphy | none | docs | — |',
    '',
  ].join('\n');
}

const check = (markdown: string, knownGaps: string[] = [], untestedClaims: string[] = []) =>
  checkRecord('RECORD.md', markdown, {
    readTestFile,
    knownGaps: new Set(knownGaps),
    untestedClaims: new Set(untestedClaims),
  });

describe('readTestChains', () => {
  it('reads titles with their describe blocks, through modifiers, table forms and wrappers', () => {
    const titles = readTestChains(TEST_FILE).map((chain) =>
      chain.map((title) => title.texts.join(' | ')).join(' › '),
    );
    expect(titles).toEqual([
      'sending › delivers a message',
      'sending › keeps a "quoted" title',
      'sending › starts ${ROUNDS} times',
      'sending › refuses %s with code %d',
      'sending › nested › $name → $status',
      'sending › a.txt | b.txt',
      // A title in a variable that is not a loop over literals has no text to name it by.
      'sending › ',
      'stands alone',
      'wrapped › keeps it across a restart',
      'wrapped › refuses %s',
    ]);
  });
});

describe('namesTest', () => {
  const chains = readTestChains(TEST_FILE);

  it('matches a title alone or with the describe titles before it', () => {
    expect(namesTest(chains, ['delivers a message'])).toBe(true);
    expect(namesTest(chains, ['sending', 'delivers a message'])).toBe(true);
    expect(namesTest(chains, ['nested', 'delivers a message'])).toBe(false);
    expect(namesTest(chains, ['delivers a message!'])).toBe(false);
  });

  it('matches titles filled in at run time by any filling, and verbatim', () => {
    expect(namesTest(chains, ['starts 3 times'])).toBe(true);
    expect(namesTest(chains, ['refuses one with code 1'])).toBe(true);
    expect(namesTest(chains, ['refuses %s with code %d'])).toBe(true);
    expect(namesTest(chains, ['sending', 'nested', 'bad JSON → 400'])).toBe(true);
    expect(namesTest(chains, ['sending', 'a.txt'])).toBe(true);
    expect(namesTest(chains, ['c.txt'])).toBe(false);
    expect(namesTest(chains, ['wrapped', 'refuses anything'])).toBe(true);
    expect(namesTest(chains, ['declines one'])).toBe(false);
  });
});

describe('readRecordRows and readReferences', () => {
  it('reads each row of a table under its section, with its behaviour and line', () => {
    const rows = readRecordRows(
      record('| Sending | sends | docs | `tests/x.test.ts` › stands alone |'),
    );
    expect(rows).toEqual([
      {
        section: 'Covered',
        item: 'Sending',
        behaviour: 'sends',
        tests: '`tests/x.test.ts` › stands alone',
        line: 7,
      },
      { section: 'Left out on purpose', item: 'Giphy', behaviour: 'none', tests: '—', line: 13 },
    ]);
  });

  it('splits several references and undoes markdown escapes', () => {
    expect(readReferences('`tests/x.test.ts` › a › b<br>tests/y.test.ts › it \\*works\\*')).toEqual(
      [
        { file: 'tests/x.test.ts', names: ['a', 'b'] },
        { file: 'tests/y.test.ts', names: ['it *works*'] },
      ],
    );
    expect(readReferences('—')).toBeUndefined();
  });
});

describe('checkRecord', () => {
  it('passes rows that name existing tests, and dashes where allowed', () => {
    const markdown = record(
      '| Sending | sends | docs | `tests/x.test.ts` › sending › delivers a message |',
      '| Quoting | quotes | docs | `tests/x.test.ts` › keeps a "quoted" title<br>`tests/x.test.ts` › starts 3 times |',
      '| Pings | pongs | docs | — |',
    );
    expect(check(markdown, ['Covered › Pings'])).toEqual([]);
  });

  it('names the row of a test file that does not exist', () => {
    const markdown = record(
      '| Sending | sends | docs | `tests/gone.test.ts` › delivers a message |',
    );
    expect(check(markdown)).toEqual([
      'RECORD.md:7 (Covered › Sending): no test file tests/gone.test.ts',
    ]);
  });

  it('names the row of a test title the file does not have', () => {
    const markdown = record('| Sending | sends | docs | `tests/x.test.ts` › delivers a parcel |');
    expect(check(markdown)).toEqual([
      'RECORD.md:7 (Covered › Sending): no test "delivers a parcel" in tests/x.test.ts',
    ]);
  });

  it('names rows with an empty or missing test column, or a path without a title', () => {
    const markdown = record(
      '| Sending | sends | docs | |',
      '| Typing | types | `tests/x.test.ts` › stands alone |',
      '| Reading | reads | docs | `tests/x.test.ts` |',
    );
    expect(check(markdown)).toEqual([
      'RECORD.md:7 (Covered › Sending): names no test',
      'RECORD.md:8 (Covered › Typing): names no test',
      'RECORD.md:9 (Covered › Reading): no test named in tests/x.test.ts',
    ]);
  });

  it('names a dash outside the left-out section unless the row is a known gap', () => {
    const markdown = record('| Pings | pongs | docs | — |');
    expect(check(markdown)).toEqual([
      'RECORD.md:7 (Covered › Pings): a dash, but the item is not a known gap',
    ]);
  });

  it('passes a claim word shown by a table test or a test per case', () => {
    const markdown = record(
      '| Codes | every code as hosted | docs | `tests/x.test.ts` › refuses one with code 1 |',
      '| Files | all files | docs | `tests/x.test.ts` › a.txt |',
      '| Nested | every status | docs | `tests/x.test.ts` › nested › bad JSON → 400 |',
      '| Both | all of it | docs | `tests/x.test.ts` › stands alone<br>`tests/x.test.ts` › starts 3 times |',
      '| Words | a smallest call | docs | `tests/x.test.ts` › stands alone |',
    );
    expect(check(markdown)).toEqual([]);
  });

  it('names a row whose claim word has one plain test, unless it is a listed untested claim', () => {
    const markdown = record(
      '| Sending | Every message, as hosted | docs | `tests/x.test.ts` › stands alone |',
    );
    expect(check(markdown)).toEqual([
      'RECORD.md:7 (Covered › Sending): claims "every", "as hosted" but names neither a table test nor a test per case',
    ]);
    expect(check(markdown, [], ['Covered › Sending'])).toEqual([]);
  });

  it('names a listed untested claim that is one no longer', () => {
    const markdown = record('| Sending | one message | docs | `tests/x.test.ts` › stands alone |');
    expect(check(markdown, [], ['Covered › Sending'])).toEqual([
      'RECORD.md:7 (Covered › Sending): listed as an untested claim, but it no longer is one',
    ]);
  });
});
