/**
 * A sign-out takes this device out of Web Push: the browser drops the subscription whatever
 * happens to the row, and the row goes too while the ending session can still delete it. A
 * refused or unanswered delete leaves only a row whose subscription is gone, which the sender
 * deletes at its next push (and whose session has ended, so it sends nothing there anyway).
 * Both are bounded like the chat-token revocation, so a slow server never holds sign-out up.
 */
import { config } from '../../config/load-config.ts';
import { deletePushRow } from './push-row.ts';
import { thisBrowsersSubscription } from './browser-push.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function leaveWebPush(accessToken: string | undefined, waitMs: number): Promise<void> {
  const leave = async () => {
    const subscription = await thisBrowsersSubscription();
    if (!subscription) return;
    const deleteRow = async () => {
      if (!accessToken || !navigator.onLine) return;
      const { supabaseUrl, supabaseAnonKey } = config();
      const signal = AbortSignal.timeout(waitMs);
      await deletePushRow(
        { supabaseUrl, supabaseAnonKey, accessToken, signal },
        subscription.endpoint,
      );
    };
    const [dropped, deleted] = await Promise.allSettled([subscription.unsubscribe(), deleteRow()]);
    for (const outcome of [dropped, deleted]) {
      if (outcome.status === 'rejected') {
        console.warn('This device could not leave Web Push', outcome.reason);
      }
    }
  };
  await Promise.race([leave(), pause(waitMs)]);
}
