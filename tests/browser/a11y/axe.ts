/**
 * What the accessibility sweep shares: axe-core run on a page against the WCAG 2.2 A and AA rules
 * in the light and the dark scheme, failing on what axe rates serious or critical, and every
 * finding (the moderate and minor ones too) kept in test-results/a11y/ for a reader to go through.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import axe, { type AxeResults, type NodeResult, type Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE } from '../support/browser.ts';
import { startSignedInConnected } from '../support/app.ts';
import type { StackFile } from '../../../emulators/stack-types.ts';
import { repoRoot } from '../../support/stack.ts';
import { focusProblems, type FocusProblem } from './focus-rings.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 added no A rule axe checks). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);
const RESULTS_DIR = path.join(repoRoot, 'test-results', 'a11y');

export const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

type Scheme = 'light' | 'dark';

/**
 * A person signed in on a page of a new context at one of the sweep's sizes; a step that never
 * happens fails within the sweep's 15 s rather than at the test's timeout.
 */
export async function signedInAt(
  browser: Browser,
  stack: StackFile,
  user: { email: string; password: string },
  size: (typeof SIZES)[number][1],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, size);
  const page = await context.newPage();
  await startSignedInConnected(page, stack, user);
  context.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * Resolves once the page shows the scheme: the chat SDK's theme class follows it (the app
 * swaps it on the media query's change), and colour transitions have run their course, so
 * contrast is measured on the colours the reader ends up with.
 */
async function settleScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => {
      if (window.matchMedia('(prefers-color-scheme: dark)').matches !== dark) return false;
      const themed = document.querySelector('.str-chat[class*="str-chat__theme-"]');
      if (themed && !themed.classList.contains(`str-chat__theme-${dark ? 'dark' : 'light'}`))
        return false;
      // Infinite animations (a spinner) never end; a transition or an entrance does.
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        );
    },
    scheme === 'dark',
    { polling: 100, timeout: 10_000 },
  );
}

/**
 * axe-core in the page, put there once a document, and run on it. (@axe-core/playwright put it
 * there twice a run and finished each run in a new blank page: most of a sweep's time.) Frames
 * would each need axe of their own; the app draws none, and a sweep that could not see into one
 * says so rather than pass over it.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const frames = page.frames().length - 1;
  if (frames > 0)
    throw new Error(`the sweep reads the top document only, and ${frames} frame(s) are in it`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
}

/**
 * A violation accepted on one kind of element only, and only for the offending children named:
 * docs/accessibility.md repeats the reason. No rule is turned off for the page.
 */
interface Accepted {
  rule: string;
  /** The element axe reports. */
  element: string;
  /** Where every interactive child axe objects to must sit for the violation to be accepted. */
  offendersWithin: string;
  reason: string;
}

const ACCEPTED: readonly Accepted[] = [
  {
    rule: 'aria-required-children',
    element: '.str-chat__channel-list-inner__main, .str-chat__search-results [role="listbox"]',
    offendersWithin: '.str-chat__channel-list-item__action-buttons',
    reason:
      "stream-chat-react's conversation rows are options of a listbox with each row's quick " +
      'action buttons beside its option, shown while the row is hovered or focused (its arrow ' +
      'keys move from a row to them); a listbox holds options only. Mending it means replacing ' +
      "the SDK's list and its keyboard model (a fork); the same actions are in Details.",
  },
];

/** Whether a violation's element is one ACCEPTED names, with no other offending child. */
async function isAccepted(page: Page, rule: string, node: NodeResult): Promise<boolean> {
  const accepted = ACCEPTED.find((entry) => entry.rule === rule);
  const target = node.target.at(-1);
  if (!accepted || node.target.length !== 1 || typeof target !== 'string') return false;
  return page.evaluate(
    ({ target, element, offendersWithin }) => {
      const reported = document.querySelector(target);
      if (!reported?.matches(element)) return false;
      const interactive = reported.querySelectorAll(
        'button, a[href], input, select, textarea, [tabindex]',
      );
      return [...interactive]
        .filter((child) => !child.closest('[role="option"]'))
        .every((child) => child.closest(offendersWithin));
    },
    { target, element: accepted.element, offendersWithin: accepted.offendersWithin },
  );
}

/** The violations less the nodes ACCEPTED covers (a violation left with none is gone). */
async function unaccepted(page: Page, violations: Result[]): Promise<Result[]> {
  const left: Result[] = [];
  for (const violation of violations) {
    const nodes: NodeResult[] = [];
    for (const node of violation.nodes) {
      if (!(await isAccepted(page, violation.id, node))) nodes.push(node);
    }
    if (nodes.length > 0) left.push({ ...violation, nodes });
  }
  return left;
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
      .join(' ');
    return `    ${node.target.join(' ')}\n      ${summary}`;
  });
  return [
    `  ${violation.id} (${violation.impact}): ${violation.help} [${violation.nodes.length}]`,
    ...nodes,
  ].join('\n');
}

/** What axe found, as the kept file has it: rule, rating, and the elements. */
function findings(results: Result[]) {
  return results.map((result) => ({
    id: result.id,
    impact: result.impact,
    help: result.help,
    nodes: result.nodes.map((node) => ({
      target: node.target,
      html: node.html,
      summary: node.failureSummary,
    })),
  }));
}

/**
 * Keeps the violations (those ACCEPTED apart), and what axe could not decide (`incomplete`: a
 * contrast over a picture or a gradient, say) for a person to check, with the rules that passed.
 */
function keep(
  name: string,
  scheme: Scheme,
  results: AxeResults,
  violations: Result[],
  focus: FocusProblem[],
): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const counted = new Set(violations.flatMap((violation) => violation.nodes));
  const kept = {
    violations: findings(violations),
    accepted: findings(
      results.violations
        .map((violation) => ({
          ...violation,
          nodes: violation.nodes.filter((node) => !counted.has(node)),
        }))
        .filter((violation) => violation.nodes.length > 0),
    ),
    focus,
    incomplete: findings(results.incomplete),
    passed: results.passes.map((pass) => pass.id),
  };
  writeFileSync(
    path.join(RESULTS_DIR, `${name}-${scheme}.json`),
    `${JSON.stringify(kept, null, 2)}\n`,
  );
}

/**
 * Runs axe on what the page shows now, in the light and then the dark scheme, and fails naming
 * each serious or critical violation: its rule, what it asks for, and the elements breaking it;
 * and each control whose keyboard focus does not show well enough (focus-rings.ts).
 * `name` says which screen at which size (the file name of the kept findings).
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const failures: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await settleScheme(page, scheme);
    // Every rule of those levels, on the whole page: none is turned off (ACCEPTED sets apart
    // one violation on one kind of element, after the run).
    const results = await runAxe(page);
    const violations = await unaccepted(page, results.violations);
    const focus = await focusProblems(page);
    keep(name, scheme, results, violations, focus);
    const serious = violations.filter((v) => FAILING.has(v.impact ?? ''));
    const lines = serious.map(describeViolation);
    if (focus.length > 0) {
      lines.push(
        `  focus-indicator (serious): Keyboard focus must show, at 3:1 against its surroundings [${focus.length}]`,
        ...focus.map(({ target, problem }) => `    ${target}\n      ${problem}`),
      );
    }
    if (lines.length > 0) failures.push(`${scheme}:\n${lines.join('\n')}`);
  }
  await page.emulateMedia({ colorScheme: null });
  if (failures.length > 0) {
    throw new Error(
      `${name}: serious or critical accessibility violations\n${failures.join('\n')}`,
    );
  }
}
