/**
 * The device's search index (src/core/search/message-index.ts) over 2,500 messages (the device
 * copy's limit: 30 conversations × 50, with threads) and ten times that: the index build and the
 * memory it holds, and queries of every kind a person types (a whole word, a word's start, a
 * typo, a word without its accents, two words, Chinese and Japanese by substring: a character,
 * two, a longer run, mixed with Latin words; a word found nowhere), over texts in Latin script
 * with some Chinese and Japanese, and over texts all in those scripts. The Chinese and Japanese
 * queries are also answered by reading every message, as the index did before it kept their
 * characters, in the same run, for the ratio. Run in Node, on the V8 the browser also runs; the
 * texts are made up from a fixed seed, so every run indexes the same.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { MessageResponse } from 'stream-chat';
import { MessageIndex } from '../src/core/search/message-index.ts';
import { foldText, needsSubstring, substringTest } from '../src/core/search/search-text.ts';
import { percentile, report } from './support/stats.ts';

// The heap measured after a full collection, for the index's memory.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const WORDS = (
  'meeting lunch release friday coffee café crème brûlée dessert station platform train ' +
  'tomorrow tonight weekend plans project budget review design naïve résumé señor façade ' +
  'garden weather holiday ticket concert museum birthday present photo video message ' +
  'deadline invoice payment schedule doctor appointment dinner restaurant reservation ' +
  'kitchen recipe chocolate strawberry morning evening office meeting room keys parking'
).split(' ');
const CJK = [
  '明日は東京で会議です',
  '駅で待っています',
  'ありがとうございます',
  '週末の予定は？',
  'ラーメンを食べに行こう',
  '京都の東にあるお寺',
  '明天在北京开会',
  '我们周末去看电影吧',
  'lunch at 新宿 station',
  'the 東京 office review',
];
const QUERIES = [
  'coffee',
  'cafe',
  'brulee',
  'resume',
  'rest',
  'reservaton',
  'meeting room',
  'friday release',
  '東京',
  '予定',
  '東',
  '会',
  '東京で会議',
  'ラーメン',
  '北京开会',
  '新宿 station',
  'review 東京',
  'zebra',
  'chocolat',
];

/**
 * A fixed-seed generator, so each run indexes the same texts. The product is taken in 32-bit
 * integers: as a double it lost its low bits and the sequence came round again every few hundred
 * messages (the 25,000 were some 440 texts repeated).
 */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state / 2 ** 31;
  };
}

/**
 * Made-up words beside the real ones, drawn by Zipf's law as the words of a language are: a few
 * very common, most rare (a chat's vocabulary runs to thousands of words).
 */
function vocabulary(next: () => number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const made = Array.from({ length: 5_000 }, () =>
    Array.from({ length: 3 + Math.floor(next() * 7) }, () => letters[Math.floor(next() * 26)]).join(
      '',
    ),
  );
  return [...made, ...WORDS];
}

/** Characters of everyday Japanese and Chinese, the commonest first. */
const CHARACTERS = Array.from(
  'のはにをたがでてとしれいなるもかうあっすこんらりまだよね人日一大本中出年会上言東京明今' +
    '時間行見来生子学気分手家後前新話食事電駅待予定週末天北开在我们去看的是了不有这个他她们' +
    '国部屋写真音楽料理映画友達仕事族病院銀買物旅雨雪朝夜店道車' +
    'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロワンー',
);

/** A made-up text in those scripts: the commonest characters most often, as in a language. */
function cjkText(next: () => number): string {
  const length = 5 + Math.floor(next() * 26);
  return Array.from(
    { length },
    () => CHARACTERS[Math.floor(CHARACTERS.length * next() ** 2)] as string,
  ).join('');
}

/**
 * `count` messages: in Latin script with one in twenty Chinese or Japanese (`mixed`), or all
 * Chinese and Japanese (`cjk`, a device copy written in those scripts).
 */
function messages(count: number, written: 'mixed' | 'cjk'): MessageResponse[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const vocab = vocabulary(next);
  const zipf = () =>
    vocab[Math.min(vocab.length - 1, Math.floor(1 / (next() * 0.999 + 0.001)) - 1)] as string;
  const latin = () => {
    const length = 3 + Math.floor(next() * 18);
    return Array.from({ length }, () => (next() < 0.03 ? pick(WORDS) : zipf())).join(' ');
  };
  return Array.from({ length: count }, (_, i) => {
    const text =
      written === 'cjk'
        ? next() < 0.1
          ? pick(CJK)
          : cjkText(next)
        : next() < 0.05
          ? pick(CJK)
          : latin();
    return {
      id: `m${i}`,
      cid: `messaging:c${i % 30}`,
      text,
      type: i % 7 === 0 ? 'reply' : 'regular',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      user: { id: `u${i % 12}` },
    } as MessageResponse;
  });
}

/** The heap after a full collection, in bytes. */
function heapUsed(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

/** The Chinese and Japanese queries as the index answered them before: every message read. */
function scanner(corpus: MessageResponse[]): (query: string) => MessageResponse[] {
  const folded = corpus.map((message) => ({ message, folded: foldText(message.text ?? '') }));
  return (query) => {
    const within = substringTest(query);
    return folded
      .filter((entry) => within(entry.folded))
      .map((entry) => entry.message)
      .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  };
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function measure(count: number, written: 'mixed' | 'cjk' = 'mixed'): void {
  const corpus = messages(count, written);
  const what = `${count} messages${written === 'cjk' ? ', all CJK' : ''}`;
  const builds: number[] = [];
  let index = new MessageIndex();
  for (let run = 0; run < 5; run++) {
    index = new MessageIndex();
    const before = heapUsed();
    builds.push(timed(() => corpus.forEach((message) => index.put(message))));
    if (run === 0) {
      console.log(
        `${`index memory, ${what}`.padEnd(48)} ${((heapUsed() - before) / 1024 / 1024).toFixed(1)} MB`,
      );
    }
  }
  report(`index build, ${what}`, builds);
  const scan = scanner(corpus);
  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  const indexed: number[] = [];
  const scanned: number[] = [];
  for (let round = 0; round < 40; round++) {
    for (const query of QUERIES) {
      const took = timed(() => index.search(query));
      samples.push(took);
      perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
      if (needsSubstring(query)) {
        indexed.push(took);
        scanned.push(timed(() => scan(query)));
      }
    }
  }
  if (process.env.BY_QUERY) {
    for (const [query, times] of perQuery)
      report(`  "${query}" (${index.search(query).length} found)`, times);
  }
  report(`search, ${what}, ${QUERIES.length} kinds`, samples);
  console.log(
    `${''.padEnd(48)} p95=${percentile(samples, 95).toFixed(3)}ms (goal at 25,000: ≤ 50 ms)`,
  );
  report(`  Chinese and Japanese, from the index`, indexed);
  report(`  the same, every message read`, scanned);
  const ratio = (p: number) => (percentile(indexed, p) / percentile(scanned, p)).toFixed(2);
  console.log(`${''.padEnd(48)} index ÷ reading: p50 ${ratio(50)}×  p99 ${ratio(99)}×`);
}

console.log(
  `load average at start: ${loadavg()[0]?.toFixed(1)} (this machine has 2 cores, shared)`,
);
measure(2_500);
measure(25_000);
measure(2_500, 'cjk');
measure(25_000, 'cjk');
