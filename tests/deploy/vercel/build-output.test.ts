/** The deploy check's comparisons name what is wrong, on outputs made up to be wrong. */
import { describe, expect, it } from 'vitest';
import {
  functionConfigProblems,
  functionNames,
  functionProblems,
  headerProblems,
  pinnedNodeMajor,
  rewriteProblems,
  type OutputRoute,
  type VercelJson,
} from './build-output.ts';

const config: VercelJson = {
  rewrites: [{ source: '/((?!api/|assets/).*)', destination: '/index.html' }],
  headers: [
    {
      source: '/(.*)',
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
      ],
    },
    { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
  ],
};

// The shapes `vercel build` writes for the rules above (path-to-regexp's forms of the sources).
const headerRoutes: OutputRoute[] = [
  {
    src: '^(?:/(.*))$',
    headers: { 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' },
    continue: true,
  },
  { src: '^/assets(?:/(.*))$', headers: { 'Cache-Control': 'immutable' }, continue: true },
];
const rewriteRoute: OutputRoute = {
  src: '^(?:/((?!api/|assets/).*))$',
  dest: '/index.html',
  check: true,
};
const built: OutputRoute[] = [
  ...headerRoutes,
  { handle: 'filesystem' },
  rewriteRoute,
  { handle: 'error' },
];

describe('functions', () => {
  it('are the api/ files that are not helpers', () => {
    const files = ['_lib', '_old.ts', 'stream-token.ts', 'env.d.ts', 'tsconfig.json'];
    expect(functionNames([...files, 'chat-identity.ts'])).toEqual([
      'chat-identity',
      'stream-token',
    ]);
  });

  it('name one not emitted, and one emitted from nowhere', () => {
    expect(functionProblems(['a', 'b'], ['a.func', 'c.func', '_lib/d.func'])).toEqual([
      'api/b.ts has no function (no functions/api/b.func)',
      'functions/api/c.func was emitted, but api/c.ts is no entry',
      'functions/api/_lib/d.func was emitted, but api/_lib/d.ts is no entry',
    ]);
  });

  it('name a runtime or duration that differs', () => {
    const expected = { runtime: 'nodejs24.x', maxDuration: 10 };
    expect(
      functionConfigProblems('a', { runtime: 'nodejs24.x', maxDuration: 10 }, expected),
    ).toEqual([]);
    expect(functionConfigProblems('a', { runtime: 'nodejs26.x' }, expected)).toEqual([
      'api/a runs on nodejs26.x, not nodejs24.x',
      'api/a has maxDuration undefined, vercel.json says 10',
    ]);
  });
});

describe('headers', () => {
  it('agree when every rule is routed before the filesystem', () => {
    expect(headerProblems(config, built)).toEqual([]);
  });

  it('name a missing header and a changed value', () => {
    const routes: OutputRoute[] = [
      { src: '^(?:/(.*))$', headers: { 'X-Frame-Options': 'SAMEORIGIN' }, continue: true },
      ...built.slice(1),
    ];
    expect(headerProblems(config, routes)).toEqual([
      'headers for /(.*): X-Frame-Options is "SAMEORIGIN", vercel.json has "DENY"',
      'headers for /(.*): X-Content-Type-Options is missing',
    ]);
  });

  it('name a rule whose paths no route covers, or covers only after the filesystem', () => {
    const routes: OutputRoute[] = [
      { src: '^/icons(?:/(.*))$', headers: { 'Cache-Control': 'immutable' }, continue: true },
      { handle: 'filesystem' },
      ...headerRoutes,
      rewriteRoute,
    ];
    expect(headerProblems(config, routes)).toEqual([
      'headers for /(.*): no route before the filesystem matches its paths',
      'headers for /assets/(.*): no route before the filesystem matches its paths',
    ]);
  });
});

describe('rewrites', () => {
  it('agree when routed after the filesystem', () => {
    expect(rewriteProblems(config, built)).toEqual([]);
  });

  it('name one that is missing, placed before the filesystem, or matching other paths', () => {
    const problem =
      'rewrite /((?!api/|assets/).*) -> /index.html: no route after the filesystem has it';
    expect(rewriteProblems(config, [...headerRoutes, { handle: 'filesystem' }])).toEqual([problem]);
    expect(rewriteProblems(config, [rewriteRoute, { handle: 'filesystem' }])).toEqual([problem]);
    const everything = { ...rewriteRoute, src: '^(?:/(.*))$' };
    expect(rewriteProblems(config, [{ handle: 'filesystem' }, everything])).toEqual([problem]);
  });
});

describe("package.json's engines", () => {
  it('pin the newest major the range admits', () => {
    expect(pinnedNodeMajor('>=20.19 <25')).toBe(24);
    expect(pinnedNodeMajor('24.x')).toBe(24);
  });

  it('pin nothing when the range is open', () => {
    expect(pinnedNodeMajor('>=20.19')).toBeUndefined();
    expect(pinnedNodeMajor(undefined)).toBeUndefined();
  });
});
