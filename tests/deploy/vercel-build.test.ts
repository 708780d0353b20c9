/**
 * The Vercel deploy, checked rather than assumed: the pinned Vercel CLI's `vercel build` on a
 * fresh copy of the repository (offline, no account) succeeds, emits every function in api/ on
 * the Node major package.json pins, and routes every header and rewrite of vercel.json.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';
import * as buildOutput from './vercel/build-output.ts';
import { ensureVercelCli, freshCopy, vercelBuild } from './vercel/vercel-cli.ts';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every `.func` directory below `dir`, as a path relative to it, at any depth. */
function funcDirs(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const relative = `${prefix}${entry.name}`;
    if (entry.name.endsWith('.func')) return [relative];
    return funcDirs(path.join(dir, entry.name), `${relative}/`);
  });
}
const vercelJson = readJson<buildOutput.VercelJson>(path.join(repoRoot, 'vercel.json'));
let copy: string | undefined;
let output: string;
// The routes of the build's config.json, read when a test asks: the build runs in beforeAll.
const builtRoutes = () =>
  readJson<{ routes: buildOutput.OutputRoute[] }>(path.join(output, 'config.json')).routes;

// The hook's limit is past the install's and the build's own, so theirs is the error reported.
beforeAll(async () => {
  const bin = await ensureVercelCli();
  copy = await freshCopy();
  const result = await vercelBuild(bin, copy);
  if (result.code !== 0) {
    throw new Error(
      `vercel build exited ${result.code}; its last lines:\n${result.output.slice(-6000)}`,
    );
  }
  output = path.join(copy, '.vercel', 'output');
}, 1_200_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('vercel build of a fresh copy', () => {
  it('emits one function for each entry in api/, and none for the helpers in api/_lib/', () => {
    const expected = buildOutput.functionNames(readdirSync(path.join(repoRoot, 'api')));
    expect(expected.length).toBeGreaterThan(0);
    const emitted = funcDirs(path.join(output, 'functions', 'api'));
    expect(buildOutput.functionProblems(expected, emitted)).toEqual([]);
  });

  it("runs every function on package.json's Node major, with vercel.json's maxDuration", () => {
    const { engines } = readJson<{ engines?: { node?: string } }>(
      path.join(repoRoot, 'package.json'),
    );
    const major = buildOutput.pinnedNodeMajor(engines?.node);
    expect(
      major,
      `engines.node "${engines?.node}" has no last major: Vercel would move the functions to each new one`,
    ).toBeDefined();
    const expected = {
      runtime: `nodejs${major}.x`,
      maxDuration: vercelJson.functions?.['api/*.ts']?.maxDuration,
    };
    const problems = funcDirs(path.join(output, 'functions', 'api')).flatMap((func) =>
      buildOutput.functionConfigProblems(
        func.replace(/\.func$/, ''),
        readJson<buildOutput.FunctionConfig>(
          path.join(output, 'functions', 'api', func, '.vc-config.json'),
        ),
        expected,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('sends every header of vercel.json', () => {
    const routes = builtRoutes();
    expect(vercelJson.headers?.length).toBeGreaterThan(0);
    expect(buildOutput.headerProblems(vercelJson, routes)).toEqual([]);
  });

  it('rewrites as vercel.json does, to a page the build made', () => {
    const routes = builtRoutes();
    expect(vercelJson.rewrites?.length).toBeGreaterThan(0);
    expect(buildOutput.rewriteProblems(vercelJson, routes)).toEqual([]);
    const missingPages = (vercelJson.rewrites ?? [])
      .map((rule) => rule.destination)
      .filter((page) => !existsSync(path.join(output, 'static', page)));
    expect(missingPages).toEqual([]);
  });
});
