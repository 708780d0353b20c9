/**
 * The device's search index (src/core/search/message-index.ts) over 2,500 messages (the device
 * copy's limit: 30 conversations × 50, with threads) and ten times that: the index build, and
 * queries of every kind a person types (a whole word, a word's start, a typo, a word without its
 * accents, two words, a Japanese substring, a word found nowhere). Run in Node, on the V8 the
 * browser also runs; the texts are made up from a fixed seed, so every run indexes the same.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { MessageResponse } from 'stream-chat';
import { MessageIndex } from '../src/core/search/message-index.ts';
import { percentile, report } from './support/stats.ts';

const WORDS = (
  'meeting lunch release friday coffee café crème brûlée dessert station platform train ' +
  'tomorrow tonight weekend plans project budget review design naïve résumé señor façade ' +
  'garden weather holiday ticket concert museum birthday present photo video message ' +
  'deadline invoice payment schedule doctor appointment dinner restaurant reservation ' +
  'kitchen recipe chocolate strawberry morning evening office meeting room keys parking'
).split(' ');
const JAPANESE = [
  '明日は東京で会議です',
  '駅で待っています',
  'ありがとうございます',
  '週末の予定は？',
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
  'zebra',
  'chocolat',
];

/** A fixed-seed generator, so each run indexes the same texts. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
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

function messages(count: number): MessageResponse[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const vocab = vocabulary(next);
  const zipf = () =>
    vocab[Math.min(vocab.length - 1, Math.floor(1 / (next() * 0.999 + 0.001)) - 1)] as string;
  return Array.from({ length: count }, (_, i) => {
    const length = 3 + Math.floor(next() * 18);
    const text =
      next() < 0.05
        ? pick(JAPANESE)
        : Array.from({ length }, () => (next() < 0.03 ? pick(WORDS) : zipf())).join(' ');
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

function measure(count: number): void {
  const corpus = messages(count);
  const builds: number[] = [];
  let index = new MessageIndex();
  for (let run = 0; run < 5; run++) {
    index = new MessageIndex();
    const started = performance.now();
    for (const message of corpus) index.put(message);
    builds.push(performance.now() - started);
  }
  report(`index build, ${count} messages`, builds);
  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < 40; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      index.search(query);
      const took = performance.now() - started;
      samples.push(took);
      perQuery.set(query, [...(perQuery.get(query) ?? []), took]);
    }
  }
  if (process.env.BY_QUERY) {
    for (const [query, times] of perQuery)
      report(`  "${query}" (${index.search(query).length} found)`, times);
  }
  report(`search, ${count} messages, ${QUERIES.length} kinds of query`, samples);
  console.log(
    `${''.padEnd(48)} p95=${percentile(samples, 95).toFixed(3)}ms (goal at 25,000: ≤ 50 ms)`,
  );
}

console.log(
  `load average at start: ${loadavg()[0]?.toFixed(1)} (this machine has 2 cores, shared)`,
);
measure(2_500);
measure(25_000);
