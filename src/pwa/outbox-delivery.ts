/**
 * Delivers the outbox from the service worker when Background Sync fires, so what was written
 * offline goes out after every tab has closed. The worker renews the Supabase session kept on the
 * device (under the lock the tabs use), asks /api/stream-token for a short-lived chat token, and
 * runs the tabs' own delivery loop under the tabs' outbox lock, so each task goes once whoever
 * gets there first. A refusal is left for the next tab to show, unless a tab is open to hear it.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { StreamChat } from 'stream-chat';
import type { BrowserConfig } from '../config/env.ts';
import { authSettings } from '../lib/auth-settings.ts';
import { requestChatToken } from '../lib/chat-token-request.ts';
import { openChatDb, type ChatDb } from '../lib/offline-db/chat-db-schema.ts';
import { flushUnderLock, type TaskStore } from '../lib/offline-db/flush-tasks.ts';
import { tellOtherTabs } from '../lib/offline-db/outbox-news.ts';

export interface Delivery {
  delivered: number;
  refused: number;
  waiting: number;
}

function taskStore(db: ChatDb): TaskStore {
  return {
    getPendingTasks: async () =>
      (await db.getAll('pendingTasks')).sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
    deletePendingTask: ({ id }) => db.delete('pendingTasks', id),
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

/**
 * Delivers what waits for the signed-in user; nothing when nobody is signed in. Throws when
 * something still waits (no answer, the server away), so the browser tries the sync again later.
 */
export async function deliverOutbox(
  config: BrowserConfig,
  tabIsOpen: () => Promise<boolean>,
): Promise<Delivery> {
  const auth = new GoTrueClient({
    ...authSettings(config),
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const session = (await auth.getSession()).data.session;
  if (!session) return { delivered: 0, refused: 0, waiting: 0 };
  const userId = session.user.id;
  // A tab signing out deletes this database: let it go rather than block the deletion.
  const db = await openChatDb(userId, {
    onVersionChange: () => db.close(),
    onLost: () => undefined,
  });
  try {
    const store = taskStore(db);
    if ((await store.getPendingTasks()).length === 0)
      return { delivered: 0, refused: 0, waiting: 0 };
    const chat = await restClient(config, auth, userId);
    // With no tab to hear of a refusal, the next one shows it (queued-messages.ts).
    const keepRefused = !(await tabIsOpen());
    const report = await flushUnderLock(chat, store, userId, {
      onDelivered: (message) => tellOtherTabs(userId, { kind: 'delivered', message }),
      onRefused: async (task, refusal) => {
        if (keepRefused) await db.put('pendingTasks', { ...task, refusal });
        else tellOtherTabs(userId, { kind: 'refused', task, refusal });
      },
      keepRefused,
    });
    if (report.waiting > 0) throw new Error(`${report.waiting} outbox tasks still waiting`);
    return report;
  } finally {
    db.close();
  }
}
