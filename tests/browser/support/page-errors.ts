/**
 * Fails a browser test when a page it opened raised an uncaught exception or an unhandled
 * promise rejection (Playwright's `pageerror`). The page carries on after one, so no check of
 * what it shows notices it: every offline start left unhandled rejections of the chat SDK's
 * requests (failing on the token it could not fetch) unnoticed that way. Every context
 * browser.ts launches or makes is watched, with the pages it opens later (popups, new tabs);
 * useBrowser() fails the test during which the error came (the file, after its last test).
 * Where nothing fails on them (benches, scripts, a test file that forgot) each is printed.
 */
import { afterAll, afterEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

const STACK_LINES = 8;

let failing = false;
let found: string[] = [];

function describeError(page: Page, error: Error): string {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_LINES);
  return [`${error.name}: ${error.message}`, `  on ${page.url()}`, ...frames].join('\n');
}

function watchPage(page: Page): void {
  page.on('pageerror', (error) => {
    const text = describeError(page, error);
    if (failing) found.push(text);
    else console.error(`page error: ${text}`);
  });
}

/** Watches the context's pages, those it has and those it opens later. */
export function watchPageErrors(context: BrowserContext): BrowserContext {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return context;
}

function failOnFound(): void {
  const errors = found;
  found = [];
  if (errors.length === 0) return;
  throw new Error(`${errors.length} page error(s) in the browser:\n\n${errors.join('\n\n')}`);
}

/**
 * Fails each test of the file after which page errors were collected, and the file for those
 * that came after its last test.
 */
export function failOnPageErrors(): void {
  failing = true;
  afterEach(failOnFound);
  afterAll(failOnFound);
}
