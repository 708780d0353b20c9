/**
 * From a new message to pushes: who is told (audience.ts), their devices whose session
 * is alive, a claim on each device's push for this message (only what this call claimed is sent,
 * so a retried or replayed webhook never pushes twice), then one encrypted push each in
 * round-robin order within the time the function has (schedule.ts). A device whose push
 * failed, timed out or was not reached in time is released for Stream's retry. A device that
 * fails is logged by its push service's host only (the endpoint's path is a capability) and
 * never stops the others.
 */
import { audienceOf, type Listener } from './audience.ts';
import type { PushConfig } from '../config/push-config.ts';
import { checkEndpoint } from './endpoint-guard.ts';
import type { MuteReader } from './mutes.ts';
import { pushPayload, type PayloadFacts } from './payload.ts';
import { pinnedFetch, type PushFetch, type Resolve } from './post.ts';
import { roundRobin, sendWithin } from './schedule.ts';
import { sendPush, type SendOutcome } from './send.ts';
import type { PushStore, StoredSubscription } from './store.ts';
import type { NewMessageEvent } from './message-event.ts';

export interface DeliveryDeps {
  /** Posts a push; the default connects only to addresses the endpoint guard allows. */
  fetchImpl?: PushFetch;
  /** Name resolution for the default poster. */
  resolve?: Resolve;
  /** Per push. */
  sendTimeoutMs?: number;
  concurrency?: number;
  /** The clock, in ms since the epoch. */
  now?: () => number;
}

export interface DeliveryContext extends DeliveryDeps {
  store: PushStore;
  mutes: MuteReader;
  push: PushConfig;
  /** The embedded stack's functions host: plain http to loopback allowed. */
  embedded: boolean;
  /** When the webhook call began, by `now`. */
  startedAt: number;
}

export interface DeliveryReport {
  recipients: number;
  /** Devices already claimed by an earlier call for this message: not sent again. */
  duplicate: number;
  sent: number;
  removed: number;
  failed: number;
  /** Not started in time: released for Stream's retry. */
  skipped: number;
}

/**
 * Stream waits 6 s for an answer (Push Webhook docs: "The timeout of one request is 6 seconds",
 * 15 s with all retries), tighter than the function's own 10 s (vercel.json maxDuration): no push
 * starts later than 4 s after the call began…
 */
export const START_WITHIN_MS = 4_000;
/** …and none runs past 5 s, leaving a second for the releases and the answer. */
const FINISH_WITHIN_MS = 5_000;
/** Receipts older than this go; the handler refuses events older than ten minutes. */
const RECEIPT_LIFETIME_MS = 3_600_000;

const defaultFetch = pinnedFetch();

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(not a URL)';
  }
}

function describe(outcome: SendOutcome): string {
  switch (outcome.kind) {
    case 'failed':
      return `answered ${outcome.status}`;
    case 'refused':
      return outcome.reason;
    case 'malformed':
      return 'the stored keys or the message cannot make a push';
    default:
      return outcome.kind;
  }
}

/** Outcomes a retry may mend: the claim is given back. */
const RETRYABLE = new Set<SendOutcome['kind']>(['failed', 'timeout', 'unreachable']);

export async function deliverPushes(
  event: NewMessageEvent,
  context: DeliveryContext,
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    recipients: 0,
    duplicate: 0,
    sent: 0,
    removed: 0,
    failed: 0,
    skipped: 0,
  };
  const now = context.now ?? Date.now;
  const concurrency = context.concurrency ?? 8;
  const told = await audienceOf(event, context.store, context.mutes, concurrency);
  report.recipients = told.size;
  if (told.size === 0) return report;

  const devices = roundRobin(await context.store.devicesOf([...told.keys()]));
  if (devices.length === 0) return report;
  const forgetting = context.store
    .forgetReceipts(new Date(now() - RECEIPT_LIFETIME_MS))
    .catch(() => console.error('stream-webhook: old push receipts could not be deleted'));
  const claimed = await context.store.claimReceipts(
    event.messageId,
    devices.map((device) => device.endpoint),
  );
  report.duplicate = devices.length - claimed.size;

  const facts: PayloadFacts = {
    channelType: event.channelType,
    channelId: event.channelId,
    channelName: event.channelName,
    memberCount: event.memberCount,
    authorName: event.authorName,
    text: event.text,
    messageId: event.messageId,
  };
  const post = context.fetchImpl ?? (context.resolve ? pinnedFetch(context.resolve) : defaultFetch);
  // One payload a person, whatever their number of devices (fitting it to size is the cost).
  const payloads = new Map<string, string | undefined>();
  const payloadFor = (userId: string): string | undefined => {
    if (!payloads.has(userId)) {
      const listener = told.get(userId) as Listener;
      let payload: string | undefined;
      try {
        payload = JSON.stringify(
          pushPayload(facts, { userId, ...listener }, context.push.publicOrigin),
        );
      } catch {
        payload = undefined;
      }
      payloads.set(userId, payload);
    }
    return payloads.get(userId);
  };
  const released: string[] = [];
  await sendWithin(
    devices.filter((device) => claimed.has(device.endpoint)),
    {
      now,
      startBy: context.startedAt + START_WITHIN_MS,
      finishBy: context.startedAt + FINISH_WITHIN_MS,
      sendTimeoutMs: context.sendTimeoutMs ?? 3_000,
      lanes: concurrency,
    },
    async (device, signal) => {
      const outcome = await deliverOne(device, payloadFor(device.userId), {
        context,
        post,
        signal,
      });
      if (outcome.kind === 'sent') {
        report.sent++;
        return;
      }
      if (outcome.kind === 'gone') {
        await context.store.removeSubscription(device.endpoint).then(
          () => report.removed++,
          () => console.error(`stream-webhook: could not remove a gone subscription`),
        );
        return;
      }
      report.failed++;
      if (RETRYABLE.has(outcome.kind)) released.push(device.endpoint);
      console.error(
        `stream-webhook: push to ${hostOf(device.endpoint)} not delivered: ${describe(outcome)}`,
      );
    },
    (device) => {
      report.skipped++;
      released.push(device.endpoint);
    },
  );
  if (released.length > 0) {
    await context.store.releaseReceipts(event.messageId, released).catch(() => {
      console.error(`stream-webhook: ${released.length} push receipt(s) could not be released`);
    });
  }
  await forgetting;
  return report;
}

async function deliverOne(
  device: StoredSubscription,
  payload: string | undefined,
  { context, post, signal }: { context: DeliveryContext; post: PushFetch; signal: AbortSignal },
): Promise<SendOutcome> {
  const verdict = checkEndpoint(device.endpoint, {
    embedded: context.embedded,
    allowedHosts: context.push.allowedHosts,
  });
  // Narrowed by `in`, which Vercel's own type check (not strict) also follows.
  if ('reason' in verdict) return { kind: 'refused', reason: verdict.reason };
  if (payload === undefined) return { kind: 'malformed' };
  return sendPush(device, verdict.url, payload, context.push, { signal, fetchImpl: post });
}
