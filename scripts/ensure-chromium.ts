/**
 * `npm test`'s first step: the browser tests need Chromium. Found: nothing to do. Missing on a
 * Debian machine run as root (CI, a container): installed with apt. Otherwise it stops and says
 * exactly what to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  INSTALL_COMMAND,
  NOT_FOUND,
  chromiumPlan,
  findChromium,
} from '../tests/support/chromium.ts';

const plan = chromiumPlan({
  found: findChromium() !== undefined,
  root: process.getuid?.() === 0,
  apt: existsSync('/usr/bin/apt-get'),
});

if (plan === 'install') {
  console.log(`Chromium not found: installing it (${INSTALL_COMMAND})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], INSTALL_COMMAND.split(' ').slice(1)]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed. ${NOT_FOUND}`);
      process.exit(1);
    }
  }
}
if (plan === 'explain' || findChromium() === undefined) {
  console.error(NOT_FOUND);
  process.exit(1);
}
