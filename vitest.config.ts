import { defineConfig } from 'vitest/config';
import { sdkAliases } from './scripts/vite-plugins/sdk-internals.ts';

export default defineConfig({
  resolve: { alias: sdkAliases },
  test: {
    include: ['{src,api,emulators,tests}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
