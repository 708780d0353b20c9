import { describe, expect, it } from 'vitest';
import { DueTimers } from './timers.ts';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('DueTimers', () => {
  it('fires a timer once its time has come, and at once for a time already past', async () => {
    const timers = new DueTimers();
    const fired: string[] = [];
    timers.at('later', Date.now() + 30, () => fired.push('later'));
    timers.at('past', Date.now() - 1000, () => fired.push('past'));
    await wait(80);
    expect(fired).toEqual(['past', 'later']);
  });

  it('replaces a timer re-armed under the same name and forgets cancelled ones', async () => {
    const timers = new DueTimers();
    const fired: string[] = [];
    timers.at('x', Date.now() + 10, () => fired.push('first'));
    timers.at('x', Date.now() + 20, () => fired.push('second'));
    timers.at('y', Date.now() + 10, () => fired.push('cancelled'));
    timers.cancel('y');
    await wait(60);
    expect(fired).toEqual(['second']);
  });

  it('fires nothing after stop, even timers armed later', async () => {
    const timers = new DueTimers();
    const fired: string[] = [];
    timers.at('a', Date.now() + 10, () => fired.push('a'));
    timers.stop();
    timers.at('b', Date.now(), () => fired.push('b'));
    await wait(40);
    expect(fired).toEqual([]);
  });
});
