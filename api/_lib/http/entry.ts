/**
 * A Vercel function's entry: the configuration is read on the first request and kept for the
 * life of the runtime; when it is broken every request answers a generic 500 while the log
 * names the variable to fix.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import { getFunctionConfig, type FunctionConfig } from '../config/function-config.ts';
import { sendError } from './respond.ts';

export function functionEntry(
  name: string,
  create: (config: FunctionConfig) => VercelApiHandler,
): (req: VercelRequest, res: VercelResponse) => Promise<void> {
  let handler: VercelApiHandler | undefined;
  return async (req, res) => {
    if (!handler) {
      try {
        handler = create(getFunctionConfig());
      } catch (error) {
        console.error(
          `${name}: server misconfigured: ${error instanceof Error ? error.message : String(error)}`,
        );
        res.setHeader('Cache-Control', 'no-store');
        return sendError(
          res,
          500,
          'server_misconfigured',
          'The server is not configured correctly.',
        );
      }
    }
    await handler(req, res);
  };
}
