/**
 * `npm run bench`: runs every `bench/*.bench.ts` in its own process, one after another, so
 * each measures on a quiet machine. Pass names to run only some: `npm run bench -- chat`.
 * The chat server's rate limits are off for them (PARLEY_CHAT_RATE_LIMITS).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
    // The stacks the benches spawn take it from here: their load is far past any rate limit.
    env: { ...process.env, PARLEY_CHAT_RATE_LIMITS: 'off' },
  });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
