/** Vercel function: POST /api/create-invite (api/_lib/invites/create-invite-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createCreateInviteHandler } from './_lib/invites/create-invite-handler.ts';

export default functionEntry('create-invite', (config) => createCreateInviteHandler(config));
