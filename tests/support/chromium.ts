/**
 * Where the machine's Chromium is, and what to do when it has none: the browser tests, Lighthouse
 * and `npm test`'s first step all ask here.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.PARLEY_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const INSTALL_COMMAND = 'apt-get install -y chromium fonts-liberation';

export const NOT_FOUND = `Chromium not found. Install it (Debian/Ubuntu: \`sudo ${INSTALL_COMMAND}\`) or set PARLEY_CHROMIUM to a Chromium or Chrome binary.`;

export function findChromium(exists: (path: string) => boolean = existsSync): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => !!candidate && exists(candidate));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NOT_FOUND);
  return found;
}

export type ChromiumPlan = 'ready' | 'install' | 'explain';

/** Installs only where it can without asking anyone: as root, with Debian's apt. */
export function chromiumPlan(machine: {
  found: boolean;
  root: boolean;
  apt: boolean;
}): ChromiumPlan {
  if (machine.found) return 'ready';
  return machine.root && machine.apt ? 'install' : 'explain';
}
