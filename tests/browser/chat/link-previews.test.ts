/**
 * Link previews in the composer: a loopback page's Open Graph data, and an address the chat
 * server may not reach failing quietly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshots } from '../support/browser.ts';
import { useRoom } from '../support/room.ts';
import { composer } from '../support/app.ts';

const room = useRoom([
  { first_name: 'Ana', last_name: 'Linker' },
  { first_name: 'Ben', last_name: 'Reader' },
]);
const ana = () => room().people[0]!;
const ben = () => room().people[1]!;
let site: http.Server;
let siteUrl = '';

const ARTICLE = `<!doctype html><html><head>
<meta property="og:title" content="Loopback field notes">
<meta property="og:description" content="An article served on 127.0.0.1 for the preview test">
<title>Loopback field notes</title></head><body>Hello</body></html>`;

beforeAll(async () => {
  site = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ARTICLE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/notes`;
});

afterAll(() => new Promise((resolve) => site.close(resolve)));

function scrapeOf(page: Page, target: string) {
  return page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/og' && res.url().includes(encodeURIComponent(target)),
  );
}

describe('link previews', () => {
  it('previews a loopback page while typing and Ben sees the card after sending', async () => {
    const scraped = scrapeOf(ana().page, siteUrl);
    await composer(ana().page).fill(`Have a look ${siteUrl}`);
    await scraped;
    const card = ana().page.getByTestId('link-preview-card');
    await card.getByText('Loopback field notes').waitFor();
    await screenshots(ana().page, 'link-preview');
    await composer(ana().page).press('Enter');
    await ben()
      .page.locator('.str-chat__message', { hasText: 'Have a look' })
      .getByText('Loopback field notes')
      .first()
      .waitFor();
  });

  it('an address the chat server may not reach fails quietly: no card, no notice', async () => {
    const target = 'http://example.com/outside';
    const scraped = scrapeOf(ana().page, target);
    await composer(ana().page).fill(`Outside link ${target}`);
    expect((await scraped).ok()).toBe(false);
    // The card of the loading state may still be leaving as the failure arrives: it must go.
    await expect.poll(() => ana().page.getByTestId('link-preview-card').count()).toBe(0);
    await expect(ana().page.locator('.str-chat__notification').count()).resolves.toBe(0);
    await composer(ana().page).fill('');
  });
});
