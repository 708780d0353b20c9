/**
 * What the pages showed when a browser test failed: a screenshot of every page still open, its
 * address, and its last console lines, in test-results/failures/. A race that fails one run in
 * twenty on CI is otherwise known only by a locator that timed out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../../support/stack.ts';

const CONSOLE_LINES = 60;
const PRINTED = 15;
const DIR = path.join(repoRoot, 'test-results', 'failures');

const consoles = new Map<Page, string[]>();

function recordPage(page: Page): void {
  const lines: string[] = [];
  consoles.set(page, lines);
  page.on('console', (message) => {
    lines.push(`${new Date().toISOString()} ${message.type()}: ${message.text()}`);
    if (lines.length > CONSOLE_LINES) lines.shift();
  });
  page.on('close', () => consoles.delete(page));
}

/** Keeps the console of the context's pages, those it has and those it opens later. */
export function recordPagesOf(context: BrowserContext): BrowserContext {
  context.pages().forEach(recordPage);
  context.on('page', recordPage);
  return context;
}

function fileSafe(text: string): string {
  return text.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
}

async function saveRecord(testName: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const stem = `${fileSafe(testName)}-${Date.now()}`;
  let index = 0;
  for (const [page, lines] of consoles) {
    if (page.isClosed()) continue;
    index += 1;
    const name = `${stem}-page${index}`;
    await page
      .screenshot({ path: path.join(DIR, `${name}.png`), timeout: 5_000 })
      .catch(() => undefined);
    writeFileSync(path.join(DIR, `${name}.txt`), [page.url(), ...lines].join('\n'));
    // CI keeps the log, not the files.
    console.warn(
      [`failure record: ${path.join(DIR, name)}.png`, page.url(), ...lines.slice(-PRINTED)].join(
        '\n  ',
      ),
    );
  }
}

/** Saves the record of each test of the file that fails. */
export function recordFailures(): void {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => saveRecord(`${task.file.name}-${task.name}`));
  });
}
