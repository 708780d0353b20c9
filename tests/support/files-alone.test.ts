import { describe, expect, it } from 'vitest';
import { filesAlone } from './files-alone.ts';

describe('the test files that run in workers of their own', () => {
  it('takes the files that write the environment, and only those, from the integration level', () => {
    expect(filesAlone(['tests/integration'])).toEqual([
      'tests/integration/app-server.test.ts',
      'tests/integration/stream-token/misconfig.test.ts',
    ]);
  });

  it('takes the unit files that replace modules or load them again', () => {
    const alone = filesAlone(['src', 'shared', 'api', 'emulators', 'tests/support']);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).not.toContain('tests/support/files-alone.test.ts');
    expect(alone.every((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))).toBe(
      true,
    );
  });
});
