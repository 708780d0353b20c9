/**
 * GET /api/stream-token: a chat token for exactly the user a live Supabase session proves, after
 * writing that user's chat identity from their profile (so the name others see is always the
 * profile's). Tokens live STREAM_TOKEN_TTL_SECONDS (15 minutes by default); the SDK asks again.
 */
import type { VercelApiHandler, VercelRequest } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from './chat-server.ts';
import {
  createIdentityWriter,
  createProfileReader,
  type IdentityWriter,
  type ProfileReader,
} from './chat-identity.ts';
import { chatIdentity } from '../../../shared/chat-identity.ts';
import { sendError } from '../http/respond.ts';
import { createSessionGate, type GateDeps } from '../session/session-gate.ts';

interface StreamTokenResponse {
  token: string;
  user_id: string;
  expires_at: number;
}

export interface StreamTokenDeps extends GateDeps {
  chat?: StreamChat;
  readProfile?: ProfileReader;
  writeIdentity?: IdentityWriter;
}

/** The optional `user_id`: absent, one value, or a malformed request (several, or empty). */
function requestedUser(req: VercelRequest): string | undefined | 'malformed' {
  const value = req.query.user_id;
  if (value === undefined) return undefined;
  if (Array.isArray(value) || value.length === 0) return 'malformed';
  return value;
}

export function createStreamTokenHandler(
  config: FunctionConfig,
  deps: StreamTokenDeps = {},
): VercelApiHandler {
  const now = deps.now ?? Date.now;
  const chat = deps.chat ?? chatServer(config);
  const readProfile = deps.readProfile ?? createProfileReader(config);
  const writeIdentity = deps.writeIdentity ?? createIdentityWriter(chat);
  const gate = createSessionGate(
    config,
    {
      method: 'GET',
      chatAccess: true,
      validate: (req) =>
        requestedUser(req) === 'malformed'
          ? {
              status: 400,
              error: 'invalid_request',
              message: 'user_id must be given at most once, non-empty.',
            }
          : undefined,
    },
    deps,
  );

  return (req, res) =>
    gate(req, res, async ({ session, accessToken }) => {
      const wanted = requestedUser(req);
      if (wanted !== undefined && wanted !== session.userId) {
        return sendError(res, 403, 'user_mismatch', 'user_id does not match the signed-in user.');
      }
      await writeIdentity(
        chatIdentity(session.userId, await readProfile(accessToken, session.userId)),
      );
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + config.streamTokenTtlSeconds;
      const body: StreamTokenResponse = {
        token: chat.createToken(session.userId, expiresAt, issuedAt),
        user_id: session.userId,
        expires_at: expiresAt,
      };
      res.status(200).json(body);
    });
}
