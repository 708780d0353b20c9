/**
 * A sign-out takes this device out of Web Push: its row goes (while the ending session can still
 * delete it) and the browser drops the subscription. Both are bounded like the chat-token
 * revocation, so a slow server or push service never holds the sign-out up. Offline the row
 * stays (the push sender then finds the subscription gone and deletes it at its next push, and
 * the worker shows nothing to a device where nobody is signed in).
 */
import { config } from '../../config/load-config.ts';
import { deletePushRow } from './push-row.ts';

async function thisDevicesSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function leaveWebPush(accessToken: string | undefined, waitMs: number): Promise<void> {
  const leave = async () => {
    const subscription = await thisDevicesSubscription();
    if (!subscription) return;
    if (accessToken && navigator.onLine) {
      const { supabaseUrl, supabaseAnonKey } = config();
      const signal = AbortSignal.timeout(waitMs);
      await deletePushRow(
        { supabaseUrl, supabaseAnonKey, accessToken, signal },
        subscription.endpoint,
      );
    }
    await subscription.unsubscribe();
  };
  await Promise.race([
    leave().catch((error: unknown) => console.warn('This device could not leave Web Push', error)),
    pause(waitMs),
  ]);
}
