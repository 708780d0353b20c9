/**
 * `npm test`'s static checks, the type-check of each runtime and the lint, run side by side: each
 * is one process that uses one core. Each check's output is printed whole when it ends, so lines
 * never interleave; any failure fails the whole, after all have ended.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');

// Longest first, so the last to start is a short one.
const CHECKS: [string, string[]][] = [
  ['eslint', ['eslint', '.']],
  ['type-check (app)', ['tsc', '-p', 'tsconfig.app.json', '--noEmit']],
  ['type-check (node)', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']],
  ['prettier', ['prettier', '--check', '.']],
  ['type-check (service worker)', ['tsc', '-p', 'tsconfig.sw.json', '--noEmit']],
];

function run([name, [command, ...args]]: [string, string[]]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(path.join(BIN, command as string), args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const slots = Math.max(1, os.availableParallelism());
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
  }),
);
if (results.includes(false)) process.exit(1);
