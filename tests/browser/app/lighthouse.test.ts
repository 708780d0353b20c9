/**
 * Lighthouse CI on the embedded stack (mobile): the sign-in page, `/` signed out (where an
 * installed app opens) and the signed-in chat page against lighthouserc.json, each on the better of
 * at most two runs (lhci's default aggregation; a second run only for a page that fell short), so
 * one run slowed by a busy machine does not fail CI.
 * Errors, on every page: performance 0.9, total blocking time 600 ms, LCP 2.5 s, CLS 0.1,
 * accessibility 0.95, best practices 0.95 and SEO 0.9. The scores follow the host's speed as much
 * as the app's (this machine kind's speed varies threefold from day to day); a slow host is shown
 * side by side with the previous commit, never met by lowering these.
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
    // Every run's figures, printed and in a failure's message: a slow host shows in its
    // benchmark index (Lighthouse's own reading, higher is faster) as much as in the scores.
    const figures = run.figures
      .map(
        (figure) =>
          `${figure.page}: ${figure.url} ${Object.entries(figure.scores)
            .map(([id, score]) => `${id}=${score}`)
            .join(' ')} FCP=${Math.round(figure.fcpMs)}ms LCP=${Math.round(figure.lcpMs)}ms ` +
          `TBT=${Math.round(figure.tbtMs)}ms host=${Math.round(figure.benchmarkIndex)}`,
      )
      .join('\n');
    console.log(figures);
    // `/` signed out shows the sign-in page at its own address.
    const shown = (page: string) => [
      ...new Set(run.figures.filter((f) => f.page === page).map((f) => new URL(f.url).pathname)),
    ];
    expect(shown('sign-in page')).toEqual(['/sign-in']);
    expect(shown('/ signed out')).toEqual(['/sign-in']);
    expect(shown('chat page')).toEqual(['/']);
    expect(run.assertPassed, `${run.assertOutput}\n${figures}`).toBe(true);
  }, 400_000);
});
