/** Vercel function: GET /api/stream-token (api/_lib/chat/stream-token-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createStreamTokenHandler } from './_lib/chat/stream-token-handler.ts';

export default functionEntry('stream-token', (config) => createStreamTokenHandler(config));
