/**
 * The peer bench's figures: one table of each measure for Parley and the peer with their ratio,
 * then the goals, each met or not. Ratios are of medians unless a row says per start.
 */
import type { RouteJs } from './route-js.ts';
import type { Start } from './start-notes.ts';
import { percentile } from './stats.ts';

export interface Measures {
  online: { parley: Start[]; peer: Start[] };
  taps: { parley: Start[]; peer: Start[] };
  offline: { starts: Start[]; taps: Start[] };
  /** What the peer shows when started offline. */
  peerOfflineShows: string;
  routeJs: { parley: RouteJs; peer: RouteJs };
}

type Figures = [p50: number, p99: number] | undefined;

const figures = (samples: readonly number[]): Figures =>
  samples.length ? [percentile(samples, 50), percentile(samples, 99)] : undefined;

const fcp = (starts: Start[]) => starts.map((s) => s.fcp);
const list = (starts: Start[]) => starts.map((s) => s.list);
const perFcp = (starts: Start[]) => starts.map((s) => s.list / s.fcp);
const blocking = (starts: Start[]) => starts.map((s) => s.blocking);
const commits = (starts: Start[]) => starts.map((s) => s.commits);
/** The tap is made in the list's first frame. */
const tapToMessages = (starts: Start[]) =>
  starts.flatMap((s) => (s.messages === undefined ? [] : [s.messages - s.list]));

/** Starts whose messages were on screen in the list's own frame: the app opened one itself. */
function openedWithList(app: string, starts: Start[]): string[] {
  const opened = starts.filter((s) => s.messages === s.list).length;
  if (opened === 0) return [];
  return [
    `${app}: messages on screen in the list's own first frame in ${opened} of ${starts.length} starts (it opens a conversation with its list, so the tap had nothing left to do)`,
  ];
}

function lostTaps(app: string, starts: Start[]): string[] {
  const lost = starts.filter((s) => s.lostTapAt !== undefined);
  if (lost.length === 0) return [];
  const where = [...new Set(lost.map((s) => s.lostTapAt))].join(', ');
  return [
    `${app}: ${lost.length} of ${starts.length} taps showed no messages in 30 s (at ${where})`,
  ];
}

function cell(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  if (unit === '×') return `${value.toFixed(2)}×`;
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'n') return value.toFixed(0);
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`;
}

const ratio = (a: number | undefined, b: number | undefined): string =>
  a === undefined || b === undefined || b === 0 ? '—' : `${(a / b).toFixed(2)}`;

function row(measure: string, parley: Figures, peer: Figures, unit: string): string {
  return [
    measure.padEnd(52),
    cell(parley?.[0], unit).padStart(9),
    cell(parley?.[1], unit).padStart(9),
    cell(peer?.[0], unit).padStart(9),
    cell(peer?.[1], unit).padStart(9),
    ratio(parley?.[0], peer?.[0]).padStart(8),
  ].join('  ');
}

function goal(text: string, value: number, limit: number): string {
  const met = value <= limit ? 'met' : 'NOT met';
  return `  ${text.padEnd(60)} ${value.toFixed(2).padStart(6)} ≤ ${limit.toFixed(2)}  ${met}`;
}

const p50 = (samples: readonly number[]) => percentile(samples, 50);

/** What each start gives, in the order the table shows it, online and then offline. */
const START_METRICS: [name: string, of: (starts: Start[]) => number[], unit: string][] = [
  ['first contentful paint', fcp, 'ms'],
  ['the list', list, 'ms'],
  ['list ÷ its FCP (per start)', perFcp, '×'],
  ['total blocking time (5 s)', blocking, 'ms'],
  ['React commits (3 s)', commits, 'n'],
];

const ROUTE_JS: [name: string, key: keyof RouteJs][] = [
  ['until the list', 'untilList'],
  ['with a conversation open', 'opened'],
];

export function printComparison(m: Measures): void {
  const { online, taps, offline } = m;
  console.log(
    `${'measure'.padEnd(52)}  ${'Parley p50'.padStart(9)}  ${'p99'.padStart(9)}  ${'peer p50'.padStart(9)}  ${'p99'.padStart(9)}  ${'Parley/peer'.padStart(8)}`,
  );
  const rows = [
    ...START_METRICS.map(([name, of, unit]) =>
      row(
        `warm start, online: ${name}`,
        figures(of(online.parley)),
        figures(of(online.peer)),
        unit,
      ),
    ),
    ...START_METRICS.map(([name, of, unit]) =>
      row(`warm start, offline: ${name}`, figures(of(offline.starts)), undefined, unit),
    ),
    row(
      'tap at the list → messages on screen, online',
      figures(tapToMessages(taps.parley)),
      figures(tapToMessages(taps.peer)),
      'ms',
    ),
    row(
      'tap at the list → messages on screen, offline',
      figures(tapToMessages(offline.taps)),
      undefined,
      'ms',
    ),
    ...ROUTE_JS.map(([name, key]) =>
      row(
        `route JS ${name} (gzip, one load)`,
        [m.routeJs.parley[key], NaN],
        [m.routeJs.peer[key], NaN],
        'KB',
      ),
    ),
  ];
  for (const line of rows) console.log(line);
  console.log(`peer started offline: ${m.peerOfflineShows}`);
  const tapNotes = [
    ...openedWithList('Parley online', taps.parley),
    ...openedWithList('peer online', taps.peer),
    ...lostTaps('Parley online', taps.parley),
    ...lostTaps('peer online', taps.peer),
    ...lostTaps('Parley offline', offline.taps),
  ];
  for (const line of tapNotes) console.log(line);

  console.log('goals (ratios within this run):');
  for (const [label, starts, tapped] of [
    ['online', online.parley, taps.parley],
    ['offline', offline.starts, offline.taps],
  ] as const) {
    const listed = list(starts);
    console.log(goal(`Parley list p50 ÷ its FCP, ${label}`, p50(perFcp(starts)), 1.5));
    console.log(goal(`Parley list p99 ÷ p50, ${label}`, percentile(listed, 99) / p50(listed), 2));
    console.log(
      goal(`Parley React commits in the first 3 s, p50, ${label}`, p50(commits(starts)), 6),
    );
    console.log(
      goal(
        `Parley tap → messages p50 ÷ list p50, ${label}`,
        p50(tapToMessages(tapped)) / p50(listed),
        1.5,
      ),
    );
  }
  console.log(
    goal(
      'Parley list p50 ÷ peer list p50, online',
      p50(list(online.parley)) / p50(list(online.peer)),
      0.5,
    ),
  );
  const [ours, theirs] = [p50(blocking(online.parley)), p50(blocking(online.peer))];
  console.log(
    theirs === 0
      ? `  Parley TBT p50 ÷ peer TBT p50: peer 0 ms, Parley ${ours.toFixed(0)} ms  ${ours === 0 ? 'met' : 'NOT met'}`
      : goal('Parley TBT p50 ÷ peer TBT p50, online', ours / theirs, 0.5),
  );
}
