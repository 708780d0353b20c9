/**
 * POST /api/revoke-chat-tokens: signing out (this device or everywhere) ends chat access too.
 * The app calls it with the session it is about to end; every chat token of that user issued
 * until now stops working on the chat server (Stream's `revoke_tokens_issued_before`), and the
 * user's other devices get fresh ones through their own live sessions.
 *
 * After the session gate, a session revokes at most once a minute (revocation-window.ts):
 * that write spends the app-wide budget token minting needs, so a loop of calls must not. A
 * repeat within the minute answers the same 204 without writing again.
 */
import type { VercelApiHandler } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from './chat-server.ts';
import { ChatUnavailableError } from '../session/errors.ts';
import { sendError } from '../http/respond.ts';
import { createRevocationWindow, type RevocationWindow } from './revocation-window.ts';
import { createSessionGate, type GateDeps } from '../session/session-gate.ts';

export interface RevokeChatTokensDeps extends GateDeps {
  chat?: Pick<StreamChat, 'revokeUserToken'>;
  revocationWindow?: RevocationWindow;
}

export function createRevokeChatTokensHandler(
  config: FunctionConfig,
  deps: RevokeChatTokensDeps = {},
): VercelApiHandler {
  const chat = deps.chat ?? chatServer(config);
  const revocationWindow = deps.revocationWindow ?? createRevocationWindow(config);
  // Any live session may end its own chat access, two-factor sign-in finished or not.
  const gate = createSessionGate(config, { method: 'POST', chatAccess: false }, deps);
  return (req, res) =>
    gate(req, res, async ({ session, accessToken }) => {
      const claim = await revocationWindow.claim(accessToken, session.sessionId);
      if (claim.kind === 'in-progress') {
        return sendError(
          res,
          503,
          'revocation_in_progress',
          "This session's chat tokens are being revoked; retry shortly.",
          { 'Retry-After': '5' },
        );
      }
      if (claim.kind === 'claimed') {
        await chat.revokeUserToken(session.userId).catch((cause: unknown) => {
          throw new ChatUnavailableError('the chat tokens could not be revoked', { cause });
        });
        // The tokens are revoked either way; unconfirmed, the attempt holds the next off for 10 s.
        await revocationWindow
          .confirm(accessToken, session.sessionId, claim.attempt)
          .catch((error: unknown) => {
            console.error(`${req.url ?? 'revoke-chat-tokens'}: revocation not recorded`, error);
          });
      }
      res.status(204).end();
    });
}
