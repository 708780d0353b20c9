/**
 * Upload links signed and expiring as hosted's CDN links do. GetStream/stream-chat-test-mock-
 * server's recording of hosted (http_attachment.json) answers an upload with a CloudFront signed
 * URL: `?Key-Pair-Id=…&Policy=…&Signature=…`, the policy granting the file's URL until a time
 * 14 days after the upload (`DateLessThan`). Stream's File Uploads docs say such links expire
 * and are signed again when what holds them is read; so every answer and event that shows a
 * message's attachments, a user's or a channel's image, carries a fresh link once the stored one
 * is past half its life (a link stays the same for a week, so clients can keep it). Here the
 * signature is an HMAC of the policy with the app's secret, in CloudFront's URL-safe base64.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChatApp } from '../app.ts';
import { isObject, type Json } from '../http/json.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a link lasts, as hosted's recorded one does. */
export const LINK_LIFETIME_MS = 14 * DAY_MS;
const KEY_PAIR_ID = 'parley-embedded';
/** The attachment fields that may hold a link to an upload. */
const LINK_FIELDS = ['asset_url', 'image_url', 'thumb_url'] as const;

/** CloudFront's URL-safe base64: `+` `=` `/` become `-` `_` `~`. */
function cloudFrontBase64(data: Buffer): string {
  return data.toString('base64').replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
}

function signature(app: ChatApp, policy: string): string {
  return cloudFrontBase64(createHmac('sha256', app.keys.apiSecret).update(policy).digest());
}

function uploadsPrefix(app: ChatApp): string {
  return `${app.baseUrl()}/uploads/`;
}

/** A link to the upload stored as `name`, good for LINK_LIFETIME_MS from now. */
export function signedLink(app: ChatApp, name: string): string {
  const resource = `${uploadsPrefix(app)}${encodeURIComponent(name)}`;
  const expires = Math.floor((app.now() + LINK_LIFETIME_MS) / 1000);
  const policy = cloudFrontBase64(
    Buffer.from(
      JSON.stringify({
        Statement: [
          { Resource: `${resource}*`, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } },
        ],
      }),
    ),
  );
  const query = `Key-Pair-Id=${KEY_PAIR_ID}&Policy=${policy}&Signature=${signature(app, policy)}`;
  return `${resource}?${query}`;
}

/** When a link's policy ends, in ms; undefined unless it is ours, for that file, and signed by us. */
export function linkExpiry(app: ChatApp, name: string, query: URLSearchParams): number | undefined {
  const policy = query.get('Policy') ?? '';
  const given = Buffer.from(query.get('Signature') ?? '');
  const expected = Buffer.from(signature(app, policy));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let statement: unknown;
  try {
    const json = Buffer.from(
      policy.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'),
      'base64',
    );
    statement = (JSON.parse(json.toString('utf8')) as { Statement?: unknown[] }).Statement?.[0];
  } catch {
    return undefined;
  }
  if (!isObject(statement)) return undefined;
  const resource = `${uploadsPrefix(app)}${encodeURIComponent(name)}*`;
  const condition = statement.Condition as { DateLessThan?: { 'AWS:EpochTime'?: unknown } };
  const seconds = condition?.DateLessThan?.['AWS:EpochTime'];
  if (statement.Resource !== resource || typeof seconds !== 'number') return undefined;
  return seconds * 1000;
}

/** The stored name a link of ours points at, or undefined for any other address. */
export function uploadName(app: ChatApp, link: string): string | undefined {
  const prefix = uploadsPrefix(app);
  if (!link.startsWith(prefix)) return undefined;
  const name = link.slice(prefix.length).split('?')[0] ?? '';
  try {
    return decodeURIComponent(name) || undefined;
  } catch {
    return undefined;
  }
}

/** `link` as it is while more than half its life is left, else a fresh one; others' as they are. */
export function freshLink(app: ChatApp, link: unknown): unknown {
  if (typeof link !== 'string') return link;
  const name = uploadName(app, link);
  if (name === undefined) return link;
  const expiry = linkExpiry(app, name, new URL(link).searchParams);
  if (expiry !== undefined && expiry - app.now() > LINK_LIFETIME_MS / 2) return link;
  return signedLink(app, name);
}

/** Attachments with their links to uploads fresh. */
export function freshAttachments(app: ChatApp, attachments: Json[]): Json[] {
  return attachments.map((attachment) => {
    if (!LINK_FIELDS.some((field) => typeof attachment[field] === 'string')) return attachment;
    const copy: Json = { ...attachment };
    for (const field of LINK_FIELDS) {
      if (field in copy) copy[field] = freshLink(app, copy[field]);
    }
    return copy;
  });
}
