import { describe, expect, it } from 'vitest';
import { testScreenshots } from './test-screenshots.ts';

describe('testScreenshots', () => {
  it('takes none unless asked', () => {
    expect(testScreenshots({})).toBe(false);
    expect(testScreenshots({ PARLEY_TEST_SCREENSHOTS: '' })).toBe(false);
    expect(testScreenshots({ PARLEY_TEST_SCREENSHOTS: '0' })).toBe(false);
  });

  it('takes them with 1', () => {
    expect(testScreenshots({ PARLEY_TEST_SCREENSHOTS: '1' })).toBe(true);
  });

  it('names the variable and the value it refuses', () => {
    for (const bad of ['yes', 'true', '2', ' 1']) {
      expect(() => testScreenshots({ PARLEY_TEST_SCREENSHOTS: bad })).toThrow(
        `PARLEY_TEST_SCREENSHOTS must be 1 (take them) or 0 (do not) (got "${bad}")`,
      );
    }
  });
});
