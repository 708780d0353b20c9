/**
 * Open Graph scraping limited to addresses this machine may reach on its own: http(s) on
 * loopback (127.0.0.0/8, ::1, names resolving only there). The address is checked when the
 * connection is made (the resolver result itself, so a name cannot change in between) and again
 * on every redirect; answers are read for at most a few seconds and a bounded number of bytes.
 */
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

const TIMEOUT_MS = 3000;
const MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 5;

export class ScrapeRefused extends Error {}

export function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  const v6 = address.toLowerCase();
  if (v6 === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  return mapped !== null && (mapped[1] as string).startsWith('127.');
}

/** Resolves like the system resolver, but fails unless every address is loopback. */
const loopbackOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const [first] = addresses;
    if (!first || !addresses.every((a) => isLoopback(a.address)))
      return callback(new ScrapeRefused(`${hostname} is not a loopback address`), '', 4);
    if (options.all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ScrapeRefused('url is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ScrapeRefused('only http and https urls can be scraped');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isLoopback(host)) throw new ScrapeRefused(`${host} is not a loopback address`);
  return url;
}

interface Page {
  url: URL;
  html: string;
}

function fetchOnce(
  url: URL,
  deadline: number,
): Promise<{ status: number; location?: string; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: loopbackOnly,
        headers: { 'user-agent': 'parley-chat-og/1.0', accept: 'text/html' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('close', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            type: response.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // The socket timeout does not cover name resolution; this bounds the whole exchange.
    const timer = setTimeout(
      () => request.destroy(new ScrapeRefused('the page took too long to answer')),
      Math.max(1, deadline - Date.now()),
    );
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
  });
}

async function fetchPage(raw: string): Promise<Page> {
  const deadline = Date.now() + TIMEOUT_MS;
  let url = checkUrl(raw);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await fetchOnce(url, deadline);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = checkUrl(new URL(answer.location, url).toString());
      continue;
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new ScrapeRefused(`the page answered ${answer.status}`);
    if (!answer.type.includes('html')) throw new ScrapeRefused('the page is not html');
    return { url, html: answer.body };
  }
  throw new ScrapeRefused('too many redirects');
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attr = (name: string): string | undefined =>
      new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(2)
        .find((v) => v !== undefined);
    const key = (attr('property') ?? attr('name'))?.toLowerCase();
    const content = attr('content');
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decode(content));
  }
  return tags;
}

/** The Open Graph attachment Stream answers `GET /og` with. */
export async function scrape(raw: string): Promise<Record<string, string>> {
  let page: Page;
  try {
    page = await fetchPage(raw);
  } catch (error) {
    if (error instanceof ScrapeRefused) throw error;
    throw new ScrapeRefused(`the page could not be fetched: ${(error as Error).message}`);
  }
  const meta = metaTags(page.html);
  const title =
    meta.get('og:title') ??
    meta.get('twitter:title') ??
    decode(/<title[^>]*>([^<]*)<\/title>/i.exec(page.html)?.[1] ?? '');
  const text =
    meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description') ?? '';
  const image = meta.get('og:image') ?? meta.get('twitter:image');
  if (!title && !text && !image) throw new ScrapeRefused('the page has no Open Graph data');
  const result: Record<string, string> = {
    og_scrape_url: raw,
    title_link: meta.get('og:url') ?? page.url.toString(),
  };
  if (title) result.title = title;
  if (text) result.text = text;
  if (image) {
    const absolute = new URL(image, page.url).toString();
    result.image_url = absolute;
    result.thumb_url = absolute;
  }
  const type = meta.get('og:type');
  if (type) result.type = type;
  const site = meta.get('og:site_name');
  if (site) result.site_name = site;
  return result;
}
