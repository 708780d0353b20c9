/** Vercel function: POST /api/revoke-chat-tokens (api/_session-end-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createSessionEndHandler } from './_session-end-handler.ts';

export default functionEntry('revoke-chat-tokens', (config) => createSessionEndHandler(config));
