/**
 * The functions as Vercel builds them: each file transpiled on its own with the tsconfig.json
 * nearest to it (api/tsconfig.json), then run by plain Node, with no TypeScript loader.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../support/stack.ts';

const apiDir = path.join(repoRoot, 'api');
let outDir: string;

beforeAll(() => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(apiDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText));
      },
    },
  );
  if (!parsed) throw new Error('api/tsconfig.json did not parse');
  // test-results/ is git- and lint-ignored, and inside the repo so packages resolve.
  mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
  outDir = mkdtempSync(path.join(repoRoot, 'test-results', 'vercel-compile-'));
  // Each function file, and every local file they import from elsewhere in the repository (Vercel
  // traces and compiles those too), keeping the repository's layout.
  const pending = readdirSync(apiDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(apiDir, name));
  const done = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (done.has(file)) continue;
    done.add(file);
    const source = readFileSync(file, 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: path.basename(file),
      compilerOptions: parsed.options,
    });
    const target = path.join(outDir, path.relative(repoRoot, file).replace(/\.ts$/, '.js'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outputText);
    for (const [, local] of source.matchAll(/from ['"](\.{1,2}\/[^'"]+\.ts)['"]/g)) {
      pending.push(path.resolve(path.dirname(file), local as string));
    }
  }
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('rewrites local .ts imports to .js', () => {
  const compiled = readFileSync(path.join(outDir, 'api', 'stream-token.js'), 'utf8');
  expect(compiled).toMatch(/from ["']\.\/_lib\/http\/entry\.js["']/);
  expect(compiled).not.toMatch(/from ["']\.\/[^"']+\.ts["']/);
});

it('loads and answers under plain Node', () => {
  const entry = pathToFileURL(path.join(outDir, 'api', 'stream-token.js')).href;
  const script = `
    const { default: handler } = await import(${JSON.stringify(entry)});
    const headers = {};
    const res = {
      setHeader: (k, v) => { headers[k.toLowerCase()] = v; },
      status(code) { this.statusCode = code; return this; },
      json(body) { console.log(JSON.stringify({ status: this.statusCode, headers, body })); },
    };
    await handler({ method: 'GET', headers: {}, query: {} }, res);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon',
      STREAM_API_KEY: 'key',
      STREAM_API_SECRET: 'secret',
    },
  });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toMatchObject({
    status: 401,
    headers: { 'cache-control': 'no-store' },
    body: { error: 'missing_token' },
  });
});
