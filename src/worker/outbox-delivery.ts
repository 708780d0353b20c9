/**
 * Delivers the outbox from the service worker when Background Sync fires, so what was written
 * offline goes out after every tab has closed. The worker renews the Supabase session kept on the
 * device (under the lock the tabs use), asks /api/stream-token for a short-lived chat token, and
 * runs the tabs' own delivery loop under the tabs' outbox lock, so each task goes once whoever
 * gets there first. A refused message stays on the device until a tab has shown it. A sign-out
 * asked for "once they are sent" happens here once nothing waits, and a session the auth server
 * refused to renew (it ended elsewhere) leaves nothing behind, as in a tab.
 */
import type { GoTrueClient } from '@supabase/auth-js';
import { StreamChat, type PendingTask } from 'stream-chat';
import type { BrowserConfig } from '../config/env.ts';
import { keptSessionAuth } from './kept-session-auth.ts';
import { requestChatToken } from '../core/chat/chat-token-request.ts';
import { refusalOf, withDeviceCopyDb, type DeviceCopyDb } from '../core/device-copy/schema.ts';
import {
  flushUnderLock,
  type FlushReport,
  type Settled,
  type TaskStore,
} from '../core/outbox/delivery/delivery-loop.ts';
import { storageKeyFor } from '../core/supabase/storage-key.ts';
import { tellOtherTabs } from '../core/outbox/news.ts';
import { leaveNothing } from '../core/sign-out/leave-nothing.ts';
import { deleteAllChatData } from '../core/device-copy/removal.ts';
import { readSignOutPlan } from '../core/sign-out/sign-out-plan.ts';
import { noteSignOut } from '../core/sign-out/sign-out-notice.ts';
import { retryPause, WORKER_RETRY_WINDOW_MS } from '../core/outbox/delivery/retry-policy.ts';

function taskStore(db: DeviceCopyDb): TaskStore {
  return {
    getPendingTasks: async () =>
      (await db.getAll('pendingTasks')).sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
    deletePendingTask: ({ id }) => db.delete('pendingTasks', id),
    withDatabase: (job) => job(db),
  };
}

/** A chat client for REST only: no socket, its token renewed through the session on expiry. */
async function restClient(config: BrowserConfig, auth: GoTrueClient, userId: string) {
  const chat = new StreamChat(config.streamApiKey, { browser: true });
  if (config.streamBaseUrl) chat.setBaseURL(config.streamBaseUrl);
  chat.userID = userId;
  await chat._setToken({ id: userId }, async () => {
    const bearer = (await auth.getSession()).data.session?.access_token;
    if (!bearer) throw new Error('signed out while delivering');
    const answer = await requestChatToken(bearer, userId);
    if (!answer.ok) throw new Error(answer.message ?? `chat token refused (${answer.status})`);
    return answer.token;
  });
  return chat;
}

/** auth-js tells the tabs of a sign-out only from a page; one met here must reach them too. */
function tellTabsSignedOut(storageKey: string): void {
  const channel = new BroadcastChannel(storageKey);
  channel.postMessage({ event: 'SIGNED_OUT', session: null });
  channel.close();
}

/**
 * Delivers what waits for the signed-in user; nothing when nobody is signed in. Throws when
 * something still waits (no answer, the server away), so the browser tries the sync again later.
 */
export async function deliverOutbox(config: BrowserConfig): Promise<FlushReport> {
  const auth = keptSessionAuth(config);
  // A renewal refused here (the session ended elsewhere) signs the open tabs out as well; with
  // none open, nothing of the session stays until the next one starts.
  auth.onAuthStateChange((event) => {
    if (event !== 'SIGNED_OUT') return;
    tellTabsSignedOut(storageKeyFor(config.supabaseUrl));
    void leaveNothing(true, deleteAllChatData);
  });
  const session = (await auth.getSession()).data.session;
  if (!session) return { delivered: 0, refused: 0, waiting: 0 };
  const userId = session.user.id;
  const { report, left } = await deliverFor(config, auth, userId);
  await signOutIfPlanned(auth, userId, left);
  return report;
}

/** Runs the delivery loop on the user's outbox; answers what it did and what is left there. */
async function deliverFor(config: BrowserConfig, auth: GoTrueClient, userId: string) {
  // A tab signing out deletes this database: it is let go rather than block the deletion.
  return withDeviceCopyDb(userId, async (db) => {
    const store = taskStore(db);
    const waiting = await store.getPendingTasks();
    if (!waiting.some((task) => !refusalOf(task))) {
      return { report: { delivered: 0, refused: 0, waiting: 0 }, left: waiting };
    }
    const chat = await restClient(config, auth, userId);
    const settled: Settled = {
      onDelivered: (message) => tellOtherTabs(userId, { kind: 'delivered', message }),
      // A refused message stays, marked, until a tab shows it: an open one is told now and takes
      // it off the device; otherwise the next start shows it. Other refused tasks just go.
      keepRefused: (task) => task.type === 'send-message',
      onRefused: async (task, refusal) => {
        if (task.type === 'send-message') await db.put('pendingTasks', { ...task, refusal });
        tellOtherTabs(userId, { kind: 'refused', task, refusal });
      },
    };
    // What must wait (no answer, the server briefly away) is tried again here, as a tab would,
    // before the browser's own retry, which comes minutes later.
    const started = Date.now();
    let report = await flushUnderLock(chat, store, userId, settled);
    for (let retry = 1; report.waiting > 0; retry++) {
      const pauseMs = retryPause(retry);
      if (Date.now() - started + pauseMs > WORKER_RETRY_WINDOW_MS) {
        throw new Error(`${report.waiting} outbox tasks still waiting`);
      }
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      report = await flushUnderLock(chat, store, userId, settled);
    }
    return { report, left: await store.getPendingTasks() };
  });
}

/**
 * The sign-out the person asked for once their messages are sent, now that none waits; refused
 * ones count as settled and are named on the sign-in page. A failure throws, so the browser
 * tries the sync again.
 */
async function signOutIfPlanned(auth: GoTrueClient, userId: string, left: PendingTask[]) {
  const plan = await readSignOutPlan();
  if (plan?.userId !== userId || left.some((task) => !refusalOf(task))) return;
  const refused = left.map(refusalOf).filter((refusal) => refusal !== undefined);
  const bearer = (await auth.getSession()).data.session?.access_token;
  if (bearer) {
    await fetch('/api/revoke-chat-tokens', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}` },
      cache: 'no-store',
    }).catch(() => undefined);
  }
  await noteSignOut({ why: 'once-sent', refused: [...plan.refused, ...refused] });
  const { error } = await auth.signOut({ scope: plan.scope });
  if (error) throw error;
}
