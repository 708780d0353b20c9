/**
 * From a new message to pushes: who is told (api/_push-recipients.ts), their devices, one
 * encrypted push each, a few at a time. A device that fails is logged by its push service's
 * host only (the endpoint's path is a capability) and never stops the others.
 */
import type { PushConfig } from './_config.ts';
import { guardEndpoint, type Resolve } from './_push-endpoint-guard.ts';
import type { MuteReader } from './_push-mutes.ts';
import { pushPayload } from './_push-payload.ts';
import { isNotified, levelAllows, type MessageFacts } from './_push-recipients.ts';
import { sendPush, type SendOutcome } from './_push-send.ts';
import type { PushStore, StoredSubscription } from './_push-store.ts';
import type { NewMessageEvent } from './_webhook-event.ts';

export interface DeliveryDeps {
  fetchImpl?: typeof fetch;
  resolve?: Resolve;
  /** Per push; the whole webhook stays well inside Stream's wait for an answer. */
  sendTimeoutMs?: number;
  concurrency?: number;
}

export interface DeliveryContext extends DeliveryDeps {
  store: PushStore;
  mutes: MuteReader;
  push: PushConfig;
  allowLoopbackHttp: boolean;
}

export interface DeliveryReport {
  recipients: number;
  sent: number;
  removed: number;
  failed: number;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(not a URL)';
  }
}

export async function deliverPushes(
  event: NewMessageEvent,
  context: DeliveryContext,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { recipients: 0, sent: 0, removed: 0, failed: 0 };
  const message: MessageFacts = {
    authorId: event.authorId,
    memberIds: new Set(event.members.map((member) => member.userId)),
    memberCount: event.memberCount,
    mentionedIds: event.mentionedIds,
    threadOnly: event.threadOnly,
    silent: event.silent,
  };
  const candidates = event.members.filter((member) => member.userId !== event.authorId);
  const settings = await context.store.settingsOf(candidates.map((member) => member.userId));
  const interested = candidates.filter((member) =>
    levelAllows(message, { userId: member.userId, settings: settings.get(member.userId) }),
  );
  const mutedPeople = await context.store.mutedPeopleOf(interested.map((member) => member.userId));
  const cid = `${event.channelType}:${event.channelId}`;
  const told = new Map<string, { showText: boolean; unread: number }>();
  await eachLimited(interested, context.concurrency ?? 8, async (member) => {
    const person = { userId: member.userId, settings: settings.get(member.userId) };
    let mutes;
    try {
      const server = await context.mutes(cid, member.userId, event.authorId);
      // Stream keeps user mutes with the user; Parley's pages copy them to Supabase.
      const authorMuted = mutedPeople.get(member.userId)?.has(event.authorId) ?? false;
      mutes = { ...server, authorMuted: server.authorMuted || authorMuted };
    } catch {
      // Unknown mutes: staying quiet is the safer mistake than telling someone who muted.
      console.error(`stream-webhook: mutes unavailable for a recipient of ${cid}; not notified`);
      return;
    }
    if (isNotified(message, person, mutes)) {
      told.set(member.userId, {
        showText: person.settings?.showText ?? true,
        unread: member.unreadChannels,
      });
    }
  });
  report.recipients = told.size;
  if (told.size === 0) return report;

  const subscriptions = await context.store.subscriptionsOf([...told.keys()]);
  const payloadFacts = {
    channelType: event.channelType,
    channelId: event.channelId,
    channelName: event.channelName,
    memberCount: event.memberCount,
    authorName: event.authorName,
    text: event.text,
    messageId: event.messageId,
  };
  await eachLimited(subscriptions, context.concurrency ?? 8, async (subscription) => {
    const recipient = told.get(subscription.userId);
    if (!recipient) return;
    const outcome = await deliverOne(
      subscription,
      JSON.stringify(pushPayload(payloadFacts, recipient)),
      context,
    );
    if (outcome.kind === 'sent') {
      report.sent++;
      return;
    }
    if (outcome.kind === 'gone') {
      await context.store.removeSubscription(subscription.endpoint).then(
        () => report.removed++,
        () => console.error(`stream-webhook: could not remove a gone subscription`),
      );
      return;
    }
    report.failed++;
    console.error(
      `stream-webhook: push to ${hostOf(subscription.endpoint)} not delivered: ${describe(outcome)}`,
    );
  });
  return report;
}

function describe(outcome: SendOutcome | { kind: 'refused'; reason: string }): string {
  switch (outcome.kind) {
    case 'failed':
      return `answered ${outcome.status}`;
    case 'refused':
      return outcome.reason;
    case 'malformed':
      return 'the stored keys are malformed';
    default:
      return outcome.kind;
  }
}

async function deliverOne(
  subscription: StoredSubscription,
  payload: string,
  context: DeliveryContext,
): Promise<SendOutcome | { kind: 'refused'; reason: string }> {
  const verdict = await guardEndpoint(subscription.endpoint, {
    allowLoopbackHttp: context.allowLoopbackHttp,
    ...(context.resolve ? { resolve: context.resolve } : {}),
  });
  // Narrowed by `in`, which Vercel's own type check (not strict) also follows.
  if ('reason' in verdict) return { kind: 'refused', reason: verdict.reason };
  return sendPush(subscription, verdict.url, payload, context.push, {
    timeoutMs: context.sendTimeoutMs ?? 3_000,
    ...(context.fetchImpl ? { fetchImpl: context.fetchImpl } : {}),
  });
}
