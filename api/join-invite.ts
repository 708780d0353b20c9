/** Vercel function: POST /api/join-invite (api/_lib/invites/join-invite-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createJoinInviteHandler } from './_lib/invites/join-invite-handler.ts';

export default functionEntry('join-invite', (config) => createJoinInviteHandler(config));
