/** Vercel function: POST /api/chat-identity (api/_lib/chat/chat-identity-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createChatIdentityHandler } from './_lib/chat/chat-identity-handler.ts';

export default functionEntry('chat-identity', (config) => createChatIdentityHandler(config));
