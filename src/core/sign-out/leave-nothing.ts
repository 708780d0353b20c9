/**
 * Once no one is signed in here, nothing of anyone's chat stays on the device: every user's chat
 * copy (messages waiting to be sent included), cached profile and sign-out plan go. It runs
 * whenever the session is found gone, in a tab or the service worker: signed out here or in
 * another tab, ended elsewhere and found so by this device, or removed while the app was closed.
 * A session this device did not choose to end leaves the sign-in page a notice saying so
 * (sign-out-notice.ts), with how many messages went unsent.
 */
import { anyChatOnDevice } from '../device-copy/db-name.ts';
import { forgetAllProfiles } from '../session/profile-cache.ts';
import { noteSignOut } from './sign-out-notice.ts';
import { writeSignOutPlan } from './sign-out-plan.ts';

/**
 * `deleteAllChatData` is removal.ts's, handed in: a page loads it only when there is a chat
 * to remove (never on a first visit), and a service worker cannot load modules later.
 */
export async function leaveNothing(
  sessionEnded: boolean,
  deleteAllChatData: () => Promise<number>,
): Promise<void> {
  const unsent = (await anyChatOnDevice()) ? await deleteAllChatData() : 0;
  await Promise.all([forgetAllProfiles(), writeSignOutPlan(null)]);
  if (sessionEnded) await noteSignOut({ why: 'ended-elsewhere', unsent });
}
