/**
 * POST /api/stream-webhook: Stream's webhook turned into Web Push. Checks, cheapest first:
 *  1. POST only (405);
 *  2. the push configuration is complete (503; what is missing goes to the log only);
 *  3. the body is at most 256 KB, read as raw bytes (413);
 *  4. X-Api-Key is this app's key (401);
 *  5. X-Signature is the hex HMAC-SHA256 of those bytes with the API secret, compared in
 *     constant time (401 when missing or wrong);
 *  6. the body is a JSON object with a type (400);
 *  7. X-Webhook-Id is present (400): Stream always sends one, and the log names the call by it;
 *     nothing is keyed on it, since the signature does not cover it;
 *  8. event types other than message.new answer 200 and do nothing;
 *  9. the event happened within the last ten minutes, give or take five of clock difference
 *     (400 stale_event): a captured signed body cannot be replayed later;
 * 10. recipients (../push/recipients.ts), then one push per live device of each, claimed per
 *     message and device in Supabase so that no device gets one message twice, whatever the
 *     webhook id (a replay answers 200 and sends nothing), round-robin within 5 s (Stream waits 6).
 *     Devices not reached in time are released and the answer is 503 with Retry-After, so
 *     Stream's retry finishes them.
 * The answer comes after the sends (a function does no work after answering without
 * waitUntil), and the sends are bounded so it comes in time. Errors share the api shape.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from '../chat/chat-server.ts';
import { sendError } from '../http/respond.ts';
import { createMuteReader, type MuteReader } from '../push/mutes.ts';
import { deliverPushes, type DeliveryDeps, type DeliveryReport } from '../push/delivery.ts';
import { createPushStore, StoreUnavailableError, type PushStore } from '../push/store.ts';
import { readRawBody } from './raw-body.ts';
import { parseWebhookEvent } from '../push/message-event.ts';
import { isSignedBy } from './signature.ts';

/** Stream's events are a few KB (50 members at most); far more is not Stream. */
export const MAX_WEBHOOK_BODY = 256 * 1024;

/** Older events are refused: Stream's retries come within minutes, a replay can come any time. */
const MAX_EVENT_AGE_MS = 10 * 60_000;
/** Newer ones too, beyond the difference two clocks may have. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export interface WebhookDeps extends DeliveryDeps {
  store?: PushStore;
  chat?: Pick<StreamChat, 'queryChannelsRequest' | 'getBlockedUsers'>;
  mutes?: MuteReader;
}

function header(req: VercelRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? undefined : value;
}

function unauthorized(res: VercelResponse, message: string): void {
  sendError(res, 401, 'invalid_signature', message);
}

export function createWebhookHandler(
  config: FunctionConfig,
  deps: WebhookDeps = {},
): VercelApiHandler {
  const push = config.push;
  const ready =
    push.kind === 'ready'
      ? {
          push,
          store: deps.store ?? createPushStore(config.supabaseUrl, push),
          mutes: deps.mutes ?? createMuteReader(deps.chat ?? chatServer(config)),
        }
      : undefined;

  const now = deps.now ?? Date.now;

  async function handle(req: VercelRequest, res: VercelResponse) {
    const startedAt = now();
    if (req.method !== 'POST') {
      return sendError(res, 405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' });
    }
    if (!ready) {
      console.error(
        `stream-webhook: push is not configured: ${push.kind === 'unavailable' ? push.message : ''}`,
      );
      return sendError(
        res,
        503,
        'push_not_configured',
        'Web Push is not configured on this deployment.',
      );
    }
    const raw = await readRawBody(req, MAX_WEBHOOK_BODY);
    if (raw.kind === 'too-large') {
      return sendError(res, 413, 'payload_too_large', 'The webhook body is larger than 256 KB.');
    }
    if (header(req, 'x-api-key') !== config.streamApiKey) {
      return unauthorized(res, 'X-Api-Key is missing or not this app’s key.');
    }
    if (!isSignedBy(raw.bytes, header(req, 'x-signature'), config.streamApiSecret)) {
      return unauthorized(res, 'X-Signature is missing or does not match the body.');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.bytes.toString('utf8'));
    } catch {
      return sendError(res, 400, 'invalid_json', 'The webhook body is not valid JSON.');
    }
    const parsed = parseWebhookEvent(body, startedAt);
    if (parsed.kind === 'malformed') {
      return sendError(
        res,
        400,
        'invalid_event',
        `The webhook event is malformed: ${parsed.reason}.`,
      );
    }
    const webhookId = header(req, 'x-webhook-id');
    if (!webhookId || webhookId.length > 200) {
      return sendError(res, 400, 'invalid_webhook_id', 'X-Webhook-Id is missing or too long.');
    }
    if (parsed.kind === 'ignored') return res.status(200).json({ status: 'ignored' });
    const age = startedAt - parsed.event.createdAt;
    if (age > MAX_EVENT_AGE_MS || age < -MAX_CLOCK_SKEW_MS) {
      return sendError(
        res,
        400,
        'stale_event',
        'The event is older than ten minutes, or dated in the future; it is not pushed.',
      );
    }
    const report: DeliveryReport = await deliverPushes(parsed.event, {
      ...deps,
      now,
      startedAt,
      store: ready.store,
      mutes: ready.mutes,
      push: ready.push,
      embedded: config.embedded,
    });
    if (report.skipped > 0) {
      console.error(
        `stream-webhook: call ${webhookId}: ${report.skipped} push(es) of ${parsed.event.messageId} not started in time; left for Stream's retry`,
      );
      return sendError(
        res,
        503,
        'push_incomplete',
        `${report.skipped} of the message's pushes were not sent in time; retry to send them.`,
        { 'Retry-After': '5' },
      );
    }
    const nothingNew = report.duplicate > 0 && report.sent + report.failed + report.removed === 0;
    res.status(200).json({ status: nothingNew ? 'duplicate' : 'delivered', ...report });
  }

  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await handle(req, res);
    } catch (error) {
      if (error instanceof StoreUnavailableError) {
        console.error(`stream-webhook: ${error.message}`);
        // Stream retries a failed call; the receipts make sure a retry never sends twice.
        return sendError(res, 503, 'store_unavailable', 'Supabase cannot be reached; retry.', {
          'Retry-After': '5',
        });
      }
      console.error('stream-webhook: unexpected failure', error);
      sendError(res, 500, 'server_error', 'Something went wrong on our side.');
    }
  };
}
