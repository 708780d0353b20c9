/**
 * Lighthouse CI on the embedded stack (mobile): the sign-in page, `/` signed out (where an
 * installed app opens) and the signed-in chat page against lighthouserc.json, in the better of two
 * runs per page (lhci's default aggregation), so one run slowed by a busy machine does not fail CI.
 * Errors: on the signed-out pages performance 0.8, LCP 2.5 s, CLS 0.1 and total blocking time 1 s;
 * on the chat page LCP 2.5 s, CLS 0.1 and total blocking time 2 s; accessibility 0.95, best
 * practices 0.95 and SEO 0.9 everywhere. The chat page's performance score of 0.9 only warns. The
 * scores follow the host's speed as much as the app's: the build that scored 0.96 to 1 on
 * 2026-11-25 scored 0.75 to 0.84 on 2026-11-27 on this machine kind (Chromium 150 as 156), and
 * the signed-out pages' best runs fell from 1 to 0.91-0.98; every pair of that day's five runs
 * per page would have passed. docs/performance.md keeps the figures; reports land in test-results/lighthouse.
 */
import { describe, expect, it } from 'vitest';
import { runLighthouse } from '../support/lighthouse.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { testStack } from '../../support/test-stack.ts';

const stack = testStack();
failOnPageErrors();

describe('Lighthouse CI', () => {
  it('scores the sign-in page, / signed out and the signed-in chat page above the thresholds', async () => {
    const run = await runLighthouse(stack);
    for (const figure of run.figures) {
      console.log(
        `${figure.page}: ${figure.url} ${Object.entries(figure.scores)
          .map(([id, score]) => `${id}=${score}`)
          .join(' ')} LCP=${Math.round(figure.lcpMs)}ms TBT=${Math.round(figure.tbtMs)}ms`,
      );
    }
    // `/` signed out shows the sign-in page at its own address.
    const shown = (page: string) => [
      ...new Set(run.figures.filter((f) => f.page === page).map((f) => new URL(f.url).pathname)),
    ];
    expect(shown('sign-in page')).toEqual(['/sign-in']);
    expect(shown('/ signed out')).toEqual(['/sign-in']);
    expect(shown('chat page')).toEqual(['/']);
    expect(run.assertPassed, run.assertOutput).toBe(true);
  }, 400_000);
});
