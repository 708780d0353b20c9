/** `npm test` finds the machine's Chromium, installs it where it may, or says what to run. */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, chromiumPlan, findChromium } from './chromium.ts';

describe('chromiumPlan', () => {
  it.each([
    { found: true, root: false, apt: false, plan: 'ready' },
    { found: true, root: true, apt: true, plan: 'ready' },
    { found: false, root: true, apt: true, plan: 'install' },
    { found: false, root: true, apt: false, plan: 'explain' },
    { found: false, root: false, apt: true, plan: 'explain' },
    { found: false, root: false, apt: false, plan: 'explain' },
  ] as const)('found $found, root $root, apt $apt → $plan', ({ plan, ...machine }) => {
    expect(chromiumPlan(machine)).toBe(plan);
  });
});

describe('findChromium', () => {
  it("takes Debian's chromium, then the other usual places", () => {
    expect(findChromium((p) => p === '/usr/bin/chromium-browser')).toBe(
      '/usr/bin/chromium-browser',
    );
    expect(findChromium(() => false)).toBeUndefined();
  });

  it('says exactly what to run when there is none', () => {
    expect(NOT_FOUND).toContain('sudo apt-get install -y chromium');
    expect(NOT_FOUND).toContain('PARLEY_CHROMIUM');
  });
});
