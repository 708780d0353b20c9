/**
 * The push service replaced or dropped this device's subscription (keys rotated, expired): the
 * worker subscribes again with the same options and brings the device's row up to date, with the
 * session kept on the device, so pushes keep coming though no tab may open for days. With nobody
 * signed in there is no one to subscribe for; a failure leaves the next tab to subscribe again
 * (notification-choices/push-subscription.ts does so at every start).
 */
import type { BrowserConfig } from '../config/env.ts';
import { keptSessionAuth } from './kept-session-auth.ts';
import { keyBytes, subscriptionRow } from '../core/notification-choices/push-keys.ts';
import { deletePushRow, storePushRow } from '../core/notification-choices/push-row.ts';

/** What the worker's pushsubscriptionchange event carries that the renewal needs. */
export interface SubscriptionChange {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

async function keptAccessToken(config: BrowserConfig): Promise<string | undefined> {
  return (await keptSessionAuth(config).getSession()).data.session?.access_token;
}

/** The options to subscribe with: the old subscription's, else this deployment's key. */
function options(
  change: SubscriptionChange,
  config: BrowserConfig,
): PushSubscriptionOptionsInit | null {
  const key = change.oldSubscription?.options.applicationServerKey;
  if (key) return { userVisibleOnly: true, applicationServerKey: key };
  const vapid = config.vapidPublicKey;
  return vapid ? { userVisibleOnly: true, applicationServerKey: keyBytes(vapid) } : null;
}

export async function renewPushSubscription(
  pushManager: PushManager,
  change: SubscriptionChange,
  config: BrowserConfig,
): Promise<void> {
  const accessToken = await keptAccessToken(config);
  if (!accessToken) return;
  const access = { ...config, accessToken };
  const init = options(change, config);
  const renewed = change.newSubscription ?? (init ? await pushManager.subscribe(init) : null);
  const row = renewed ? subscriptionRow(renewed.toJSON()) : null;
  if (row) await storePushRow(access, row);
  const old = change.oldSubscription?.endpoint;
  if (old && old !== row?.endpoint) await deletePushRow(access, old);
}
