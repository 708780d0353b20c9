/** Vercel function: POST /api/chat-identity (api/_identity-sync-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createIdentitySyncHandler } from './_identity-sync-handler.ts';

export default functionEntry('chat-identity', (config) => createIdentitySyncHandler(config));
