/** Vercel function: GET /api/list-invites (api/_lib/invites/list-invites-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createListInvitesHandler } from './_lib/invites/list-invites-handler.ts';

export default functionEntry('list-invites', (config) => createListInvitesHandler(config));
