/** Vercel function: POST /api/chat-identity (api/_chat-identity-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createChatIdentityHandler } from './_chat-identity-handler.ts';

export default functionEntry('chat-identity', (config) => createChatIdentityHandler(config));
