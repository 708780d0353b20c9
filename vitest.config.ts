import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{src,api,emulators,tests}/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
