/**
 * Once no one is signed in here, nothing of anyone's chat stays on the device: every user's chat
 * copy (messages waiting to be sent included), cached profile, shares and sign-out plan go, and the browser leaves Web Push, so no one's pushes
 * reach it (nor whoever signs in next). It runs whenever the session is found gone, in a tab
 * or the service worker: signed out here or in another tab, ended elsewhere and found so by this
 * device, or removed while the app was closed.
 * A session this device did not choose to end leaves the sign-in page a notice saying so
 * (sign-out-notice.ts), with how many messages went unsent. The notice is written before the chat
 * copy goes, and a copy left with no notice at all also means an ending this device did not
 * choose: every chosen sign-out notes its reason before the session goes, while the page that
 * found a session ended elsewhere may close (a reload, a link) before it has said so.
 */
import { anyChatOnDevice } from '../device-copy/db-name.ts';
import { forgetAllProfiles } from '../session/profile-cache.ts';
import type { BeforeDeleting } from '../device-copy/removal.ts';
import { noteSignOut, readSignOutNotice } from './sign-out-notice.ts';
import { writeSignOutPlan } from './sign-out-plan.ts';
import { forgetClaimedShares } from '../share/kept-shares.ts';
import { authStoreValue } from '../supabase/auth-store.ts';
import { leaveThisBrowsersPush } from '../notification-choices/browser-push.ts';

/**
 * `deleteAllChatData` is removal.ts's, handed in: a page loads it only when there is a chat
 * to remove (never on a first visit), and a service worker cannot load modules later.
 */
export async function leaveNothing(
  sessionEnded: boolean,
  deleteAllChatData: (beforeDeleting: BeforeDeleting) => Promise<number>,
): Promise<void> {
  const chatLeft = await anyChatOnDevice();
  const ended = sessionEnded || (chatLeft && !(await readSignOutNotice()));
  const note: BeforeDeleting = (unsent) =>
    ended ? noteSignOut({ why: 'ended-elsewhere', unsent }) : Promise.resolve();
  await (chatLeft ? deleteAllChatData(note) : note(0));
  await Promise.all([
    forgetAllProfiles(),
    writeSignOutPlan(null),
    forgetClaimedShares().catch(() => undefined),
    // Earlier versions kept a picture of the person's list beside the session.
    authStoreValue('list-picture')
      .remove()
      .catch(() => undefined),
    leaveThisBrowsersPush(),
  ]);
}
