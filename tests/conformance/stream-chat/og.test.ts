/**
 * Link previews through the official client: `enrichURL` scrapes Open Graph data from a page on
 * loopback and refuses everything else (other addresses, redirects leaving loopback, non-html,
 * slow pages); sent messages get the preview attached unless skip_enrich_url is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatForFile, watchTogether } from '../../support/chat-server.ts';
import { failure, nextEvent } from '../../support/chat-answers.ts';
import { embeddedOnly } from '../../support/conformance-target.ts';

const chat = await chatForFile();
const alice = await chat.connect('alice');
const bob = await chat.connect('bob');
await watchTogether('links', alice, bob);
let site: Server;
let origin: string;

const PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Parley &amp; friends">
<meta property='og:description' content='Chat that works offline'>
<meta property="og:image" content="/cover.png">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Parley">
</head><body>hello</body></html>`;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (req.url === '/titled') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><head><title>Just a title</title></head></html>');
    } else if (req.url === '/hop') {
      res.writeHead(302, { location: '/page' });
      res.end();
    } else if (req.url === '/leave') {
      res.writeHead(302, { location: 'http://10.255.255.1/page' });
      res.end();
    } else if (req.url === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('og:title');
    } else if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

embeddedOnly('scrapes pages on this machine').describe('GET /og', () => {
  it("scrapes the Open Graph tags of a loopback page in Stream's shape", async () => {
    const og = await alice.enrichURL(`${origin}/page`);
    expect(og).toMatchObject({
      og_scrape_url: `${origin}/page`,
      title: 'Parley & friends',
      text: 'Chat that works offline',
      image_url: `${origin}/cover.png`,
      thumb_url: `${origin}/cover.png`,
      title_link: `${origin}/page`,
      type: 'website',
      site_name: 'Parley',
    });
  });

  it('falls back to the page title, follows redirects on loopback and resolves localhost', async () => {
    expect((await alice.enrichURL(`${origin}/titled`)).title).toBe('Just a title');
    expect((await alice.enrichURL(`${origin}/hop`)).title).toBe('Parley & friends');
    const port = (site.address() as AddressInfo).port;
    expect(await alice.enrichURL(`http://localhost:${port}/page`)).toMatchObject({
      site_name: 'Parley',
    });
  });

  const refused: [string, () => string][] = [
    ['a private address', () => 'http://10.255.255.1/page'],
    ['a public host name', () => 'https://example.com/'],
    ['a redirect that leaves loopback', () => `${origin}/leave`],
    ['a non-http scheme', () => 'file:///etc/passwd'],
    ['a page that is not html', () => `${origin}/text`],
    ['a missing page', () => `${origin}/nothing`],
    ['a page that never finishes', () => `${origin}/slow`],
    ['something that is not a url', () => 'not a url'],
  ];
  it.each(refused)('refuses %s with an input error', async (_label, url) => {
    const error = await failure(alice.enrichURL(url()));
    expect(error.code).toBe(4);
    expect(error.status).toBe(400);
  });
});

embeddedOnly('scrapes pages on this machine').describe('URL enrichment of sent messages', () => {
  it('attaches the preview of the first loopback link, for every watcher', async () => {
    const arrived = nextEvent(
      bob,
      'message.new',
      (e) => e.message?.text?.includes('/page') === true,
    );
    const { message } = await alice
      .channel('messaging', 'links')
      .sendMessage({ text: `look at ${origin}/page.` });
    expect(message.attachments?.[0]).toMatchObject({
      og_scrape_url: `${origin}/page`,
      title: 'Parley & friends',
    });
    expect((await arrived).message?.attachments?.[0]?.title).toBe('Parley & friends');
  });

  it('leaves the message alone with skip_enrich_url, when the preview is already attached, or for unreachable links', async () => {
    const channel = alice.channel('messaging', 'links');
    const skipped = await channel.sendMessage(
      { text: `${origin}/page` },
      { skip_enrich_url: true },
    );
    expect(skipped.message.attachments).toEqual([]);
    const attached = await channel.sendMessage({
      text: `${origin}/page`,
      attachments: [{ og_scrape_url: `${origin}/page`, title: 'Chosen by the composer' }],
    });
    expect(attached.message.attachments?.map((a) => a.title)).toEqual(['Chosen by the composer']);
    const outside = await channel.sendMessage({ text: 'see http://10.255.255.1/x' });
    expect(outside.message.attachments).toEqual([]);
  });
});
