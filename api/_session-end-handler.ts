/**
 * POST /api/revoke-chat-tokens: signing out (this device or everywhere) ends chat access too.
 * The app calls it with the session it is about to end; every chat token of that user issued
 * until now stops working on the chat server (Stream's `revoke_tokens_issued_before`), and the
 * user's other devices get fresh ones through their own live sessions.
 */
import type { VercelApiHandler } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from './_config.ts';
import { chatServer } from './_chat-server.ts';
import { ChatUnavailableError } from './_errors.ts';
import { createSessionGate, type GateDeps } from './_session-gate.ts';

export interface SessionEndDeps extends GateDeps {
  chat?: StreamChat;
}

export function createSessionEndHandler(
  config: FunctionConfig,
  deps: SessionEndDeps = {},
): VercelApiHandler {
  const chat = deps.chat ?? chatServer(config);
  // Any live session may end its own chat access, two-factor sign-in finished or not.
  const gate = createSessionGate(config, { method: 'POST', chatAccess: false }, deps);
  return (req, res) =>
    gate(req, res, async ({ session }) => {
      await chat.revokeUserToken(session.userId).catch((cause: unknown) => {
        throw new ChatUnavailableError('the chat tokens could not be revoked', { cause });
      });
      res.status(204).end();
    });
}
