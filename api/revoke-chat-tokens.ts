/** Vercel function: POST /api/revoke-chat-tokens (api/_lib/chat/revoke-chat-tokens-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createRevokeChatTokensHandler } from './_lib/chat/revoke-chat-tokens-handler.ts';

export default functionEntry('revoke-chat-tokens', (config) =>
  createRevokeChatTokensHandler(config),
);
