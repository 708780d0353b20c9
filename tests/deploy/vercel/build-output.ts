/**
 * What `vercel build` should have made of the repository, compared with what it made
 * (.vercel/output, the Build Output API v3: https://vercel.com/docs/build-output-api/v3).
 * Each comparison returns one sentence per problem, naming it; none means they agree.
 */

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface RewriteRule {
  source: string;
  destination: string;
}

/** The parts of vercel.json checked here. */
export interface VercelJson {
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
  functions?: Record<string, { maxDuration?: number }>;
}

/** A route of .vercel/output/config.json. */
export interface OutputRoute {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  handle?: string;
  continue?: boolean;
  check?: boolean;
  status?: number;
}

/** A function's .vc-config.json, the fields checked here. */
export interface FunctionConfig {
  runtime?: string;
  maxDuration?: number;
}

/**
 * Paths the app serves, to tell whether a route matches what its vercel.json rule meant.
 * vercel.json's sources here use only regex groups, so `^source$` is what each one means.
 */
const PROBES = [
  '/',
  '/index.html',
  '/chat/general',
  '/settings/profile',
  '/api/stream-token',
  '/api/stream-webhook',
  '/assets/index-a1b2c3.js',
  '/assets/chat-screen-a1b2c3.css',
  '/icons/icon-192.png',
  '/sw.js',
  '/workbox-a1b2c3.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  '/robots.txt',
];

function sameMatches(source: string, src: string | undefined): boolean {
  if (src === undefined) return false;
  const meant = new RegExp(`^${source}$`);
  const built = new RegExp(src);
  return PROBES.every((probe) => meant.test(probe) === built.test(probe));
}

/**
 * The names of the functions: the .ts files at the top of api/, but type declarations and what
 * starts with `_` (Vercel leaves those out, api/_lib/ with all the helpers included).
 */
export function functionNames(apiFiles: string[]): string[] {
  return apiFiles
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('_'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Every function emitted, and nothing else. */
export function functionProblems(expected: string[], funcDirs: string[]): string[] {
  const emitted = funcDirs
    .filter((dir) => dir.endsWith('.func'))
    .map((dir) => dir.slice(0, -'.func'.length));
  return [
    ...expected
      .filter((name) => !emitted.includes(name))
      .map((name) => `api/${name}.ts has no function (no functions/api/${name}.func)`),
    ...emitted
      .filter((name) => !expected.includes(name))
      .map((name) => `functions/api/${name}.func was emitted, but api/${name}.ts is no entry`),
  ];
}

/** Each function on the pinned Node major, with vercel.json's maxDuration for api/*.ts. */
export function functionConfigProblems(
  name: string,
  config: FunctionConfig,
  expected: { runtime: string; maxDuration: number | undefined },
): string[] {
  const problems: string[] = [];
  if (config.runtime !== expected.runtime) {
    problems.push(`api/${name} runs on ${config.runtime}, not ${expected.runtime}`);
  }
  if (config.maxDuration !== expected.maxDuration) {
    problems.push(
      `api/${name} has maxDuration ${config.maxDuration}, vercel.json says ${expected.maxDuration}`,
    );
  }
  return problems;
}

/** Header rules apply before the filesystem is checked, to every path their source matches. */
export function headerProblems(config: VercelJson, routes: OutputRoute[]): string[] {
  const filesystem = routes.findIndex((route) => route.handle === 'filesystem');
  const before = filesystem === -1 ? routes : routes.slice(0, filesystem);
  return (config.headers ?? []).flatMap((rule) => {
    const matching = before.filter((route) => route.headers && sameMatches(rule.source, route.src));
    if (matching.length === 0) {
      return [`headers for ${rule.source}: no route before the filesystem matches its paths`];
    }
    const built: Record<string, string> = Object.assign({}, ...matching.map((r) => r.headers));
    return rule.headers.flatMap(({ key, value }) => {
      if (!(key in built)) return [`headers for ${rule.source}: ${key} is missing`];
      if (built[key] !== value) {
        return [
          `headers for ${rule.source}: ${key} is "${built[key]}", vercel.json has "${value}"`,
        ];
      }
      return [];
    });
  });
}

/** Rewrites apply after the filesystem, so a file that exists is never rewritten. */
export function rewriteProblems(config: VercelJson, routes: OutputRoute[]): string[] {
  const filesystem = routes.findIndex((route) => route.handle === 'filesystem');
  return (config.rewrites ?? []).flatMap((rule) => {
    const found = routes.some(
      (route, index) =>
        index > filesystem &&
        filesystem !== -1 &&
        route.dest === rule.destination &&
        sameMatches(rule.source, route.src),
    );
    return found
      ? []
      : [`rewrite ${rule.source} -> ${rule.destination}: no route after the filesystem has it`];
  });
}

/**
 * The Node major Vercel runs the functions on: the newest it offers within package.json's
 * engines range, so the range must end below the next major (`<25`) or name one (`24.x`).
 */
export function pinnedNodeMajor(engines: string | undefined): number | undefined {
  const range = (engines ?? '').trim();
  const major = /^(\d+)\.x$/.exec(range);
  if (major) return Number(major[1]);
  const below = /<\s*(\d+)(?:\.0){0,2}$/.exec(range);
  return below ? Number(below[1]) - 1 : undefined;
}
