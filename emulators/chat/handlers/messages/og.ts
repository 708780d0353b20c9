/**
 * Link previews: `GET /og?url=` and the enrichment of a sent message's first link (when the
 * channel type has `url_enrichment` and the sender did not ask for `skip_enrich_url`). Only
 * loopback pages are scraped; anything else answers an input error, which the composer shows
 * as a failed preview.
 */
import { channelConfig } from '../../settings/channel-types.ts';
import { type RequestContext } from '../../http/context.ts';
import { isObject } from '../../http/json.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { ScrapeRefused, scrape } from '../../messages/og-scraper.ts';
import type { Json } from '../../http/json.ts';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/i;

/** `GET /og?url=`. */
export async function getOg(ctx: RequestContext): Promise<Json> {
  // The scraper fetches what it is told (loopback only): signed-in users and the server only.
  if (ctx.caller.kind === 'anonymous') throw notAllowed('GetOG requires a user token');
  const url = ctx.query.get('url');
  if (!url) throw inputError('url is a required field');
  try {
    return await scrape(url);
  } catch (error) {
    if (error instanceof ScrapeRefused)
      throw inputError(`unable to scrape ${url}: ${error.message}`);
    throw error;
  }
}

/**
 * Adds an Open Graph attachment for the first link of the message being sent, unless the
 * message already carries one for it or the link cannot be scraped (the message then goes
 * out as it is, as on Stream).
 */
export async function enrichLinks(ctx: RequestContext): Promise<void> {
  const data = ctx.body.message;
  if (!isObject(data) || ctx.body.skip_enrich_url === true) return;
  if (!channelConfig(ctx.app, ctx.params.type ?? '')?.url_enrichment) return;
  if (typeof data.text !== 'string') return;
  const url = URL_PATTERN.exec(data.text)?.[0].replace(/[.,;:!?)]+$/, '');
  if (!url) return;
  const attachments = data.attachments ?? [];
  if (!Array.isArray(attachments)) return;
  if (
    attachments.some(
      (a) => isObject(a) && (a.og_scrape_url === url || a.og_scrape_url === `${url}/`),
    )
  )
    return;
  try {
    const og = await scrape(url);
    data.attachments = [...attachments, og];
  } catch (error) {
    if (!(error instanceof ScrapeRefused)) throw error;
  }
}
