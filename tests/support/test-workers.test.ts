import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { testWorkers } from './test-workers.ts';

describe('testWorkers', () => {
  it('is one per core, at most four, when PARLEY_TEST_WORKERS is unset or empty', () => {
    const expected = Math.min(4, Math.max(1, os.availableParallelism()));
    expect(testWorkers({})).toBe(expected);
    expect(testWorkers({ PARLEY_TEST_WORKERS: '' })).toBe(expected);
  });

  it('takes a whole number from 1 to 16', () => {
    expect(testWorkers({ PARLEY_TEST_WORKERS: '1' })).toBe(1);
    expect(testWorkers({ PARLEY_TEST_WORKERS: '16' })).toBe(16);
  });

  it('names the variable and the value it refuses', () => {
    for (const bad of ['0', '17', '2.5', 'two', '-1']) {
      expect(() => testWorkers({ PARLEY_TEST_WORKERS: bad })).toThrow(
        `PARLEY_TEST_WORKERS must be a whole number from 1 to 16 (got "${bad}")`,
      );
    }
  });
});
