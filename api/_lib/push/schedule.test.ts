/** The order the sends go in: round-robin by person, so nobody's devices wait behind another's. */
import { expect, it } from 'vitest';
import { roundRobin } from './schedule.ts';

it('takes everyone’s first device, then everyone’s second, and so on', () => {
  const devices = ['a1', 'a2', 'a3', 'b1', 'c1', 'c2'].map((name) => ({
    userId: name.slice(0, 1),
    name,
  }));
  expect(roundRobin(devices).map((device) => device.name)).toEqual([
    'a1',
    'b1',
    'c1',
    'a2',
    'c2',
    'a3',
  ]);
});
