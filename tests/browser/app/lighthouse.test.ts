/**
 * Lighthouse CI on the embedded stack (mobile): the sign-in page, `/` signed out (where an
 * installed app opens) and the signed-in chat page must meet lighthouserc.json's thresholds (performance 0.9, accessibility 0.95, best practices
 * 0.95, SEO 0.9) in the best of its three runs per page, lhci's default aggregation, so one
 * run slowed by a busy machine does not fail CI. The chat page's best run scored 0.93–0.97 in six
 * such three-run rounds on this 2-core machine (single runs 0.74–0.97), and the figures printed
 * here show where each run stands. Reports land in test-results/lighthouse.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runLighthouse } from '../support/lighthouse.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

const stack = inject('stack');
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
