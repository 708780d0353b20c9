/** Vercel function: POST /api/revoke-chat-tokens (api/_revoke-chat-tokens-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createRevokeChatTokensHandler } from './_revoke-chat-tokens-handler.ts';

export default functionEntry('revoke-chat-tokens', (config) =>
  createRevokeChatTokensHandler(config),
);
