/** Vercel function: POST /api/revoke-invite (api/_lib/invites/revoke-invite-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createRevokeInviteHandler } from './_lib/invites/revoke-invite-handler.ts';

export default functionEntry('revoke-invite', (config) => createRevokeInviteHandler(config));
