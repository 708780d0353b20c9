/** Vercel function: GET /api/stream-token (api/_stream-token-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createStreamTokenHandler } from './_stream-token-handler.ts';

export default functionEntry('stream-token', (config) => createStreamTokenHandler(config));
