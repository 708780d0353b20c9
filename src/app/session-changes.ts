/**
 * What the app does as sessions come and go: what a gone session left on the device is removed,
 * the chat's data with it (core/sign-out/leave-nothing.ts); a sign-in forgets the notice of the
 * last sign-out.
 */
import type { SessionChanges } from '../core/session/session-store.ts';
import { leaveNothing } from '../core/sign-out/leave-nothing.ts';
import { forgetSignOutNotice } from '../core/sign-out/sign-out-notice.ts';

export const sessionChanges: SessionChanges = {
  left: (ended) =>
    leaveNothing(ended, (beforeDeleting) =>
      // The chat client's chunk is loaded already after a sign-out in this tab.
      import('../core/chat/chat-client.ts').then((m) => m.forgetEveryonesChat(beforeDeleting)),
    ),
  signedIn: () => void forgetSignOutNotice(),
};
