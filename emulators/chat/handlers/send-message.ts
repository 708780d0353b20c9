/**
 * The send route: a slash command runs instead of being posted; otherwise the first link is
 * enriched with its Open Graph data and the message goes through the core send.
 */
import type { RequestContext } from '../context.ts';
import type { Json } from '../json.ts';
import { runCommand } from './commands.ts';
import { sendMessage as sendCore } from './messages.ts';
import { enrichLinks } from './og.ts';

export async function sendMessage(ctx: RequestContext): Promise<Json> {
  const command = runCommand(ctx);
  if (command) return command;
  await enrichLinks(ctx);
  return sendCore(ctx);
}
