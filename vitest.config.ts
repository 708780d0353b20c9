import { defineConfig } from 'vitest/config';
import { sdkAliases } from './scripts/vite-plugins/sdk-internals.ts';
import { testWorkers } from './tests/support/test-workers.ts';
import { filesAlone } from './tests/support/files-alone.ts';

/**
 * The test pyramid by level. `unit` and `rules` (npm run test:unit) need no server, no network
 * and no build: the checks that do (a production build, the Vercel CLI) are the `deploy` level.
 * Only the levels that talk to servers start the embedded stacks (one per worker for the whole
 * run, whichever of them runs). Every level but Lighthouse runs its files side by side;
 * Lighthouse runs last and alone, since its scores follow how busy the machine is.
 */
const STACK = ['tests/support/global-setup.ts'];
const UNIT = ['{src,shared,api,emulators}/**/*.test.{ts,tsx}', 'tests/support/**/*.test.ts'];
const ALONE = filesAlone(['src', 'shared', 'api', 'emulators', 'tests/support']);
const INTEGRATION_ALONE = filesAlone(['tests/integration']);
const BROWSER_ALONE = filesAlone(['tests/browser']);
const LIGHTHOUSE = 'tests/browser/app/lighthouse.test.ts';
// What a page or its service worker does next can take seconds on two busy cores (a pushed
// notification once took longer than the default second); a passing poll still ends at once.
const BROWSER_POLL = { poll: { timeout: 10_000 } };

export default defineConfig({
  resolve: { alias: sdkAliases },
  test: {
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: testWorkers(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          include: UNIT,
          exclude: ALONE,
          // The libraries stay loaded from file to file in a worker; each file still starts
          // with fresh app modules and an empty IndexedDB (unit-file-start.ts).
          isolate: false,
          setupFiles: ['tests/support/unit-file-start.ts'],
          server: { deps: { inline: ['fake-indexeddb', 'idb', 'idb-keyval'] } },
        },
      },
      {
        extends: true,
        // Files that replace or reload modules or write the environment run each in a worker of
        // its own (files-alone.ts).
        test: { name: 'unit-alone', pool: 'threads', include: ALONE },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          pool: 'threads',
          // These only read files: they share one load of TypeScript, Vite's parser and ESLint.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.ts'],
          globalSetup: STACK,
          // These talk to the servers through the SDKs: a worker keeps the SDKs and the support
          // code loaded from file to file instead of loading them again for each.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: INTEGRATION_ALONE,
          globalSetup: STACK,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration-alone', include: INTEGRATION_ALONE, globalSetup: STACK },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: [LIGHTHOUSE, ...BROWSER_ALONE],
          globalSetup: STACK,
          expect: BROWSER_POLL,
          // Each file launches its own Chromium; the worker keeps playwright and the support
          // code loaded from file to file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-alone',
          include: BROWSER_ALONE,
          globalSetup: STACK,
          expect: BROWSER_POLL,
        },
      },
      {
        extends: true,
        test: {
          name: 'lighthouse',
          include: [LIGHTHOUSE],
          globalSetup: STACK,
          expect: BROWSER_POLL,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
