/**
 * Vercel function: GET /api/stream-token. The configuration is read on the first request and
 * kept for the life of the runtime; when it is broken every request answers a generic 500
 * while the log names the variable to fix.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import { getFunctionConfig } from './_config.ts';
import { sendError } from './_respond.ts';
import { createStreamTokenHandler } from './_stream-token-handler.ts';

let handler: VercelApiHandler | undefined;

export default async function streamToken(req: VercelRequest, res: VercelResponse): Promise<void> {
  if (!handler) {
    try {
      handler = createStreamTokenHandler(getFunctionConfig());
    } catch (error) {
      console.error(
        `stream-token: server misconfigured: ${error instanceof Error ? error.message : String(error)}`,
      );
      res.setHeader('Cache-Control', 'no-store');
      return sendError(res, 500, 'server_misconfigured', 'The server is not configured correctly.');
    }
  }
  await handler(req, res);
}
