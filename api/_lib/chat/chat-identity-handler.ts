/**
 * POST /api/chat-identity: after a profile edit, the chat shows the new name and picture. The
 * identity is read from the profile and written with the server key, like every token request
 * does; the browser never writes it itself.
 */
import type { VercelApiHandler } from '@vercel/node';
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
import { createSessionGate, type GateDeps } from '../session/session-gate.ts';

export interface ChatIdentityDeps extends GateDeps {
  chat?: StreamChat;
  readProfile?: ProfileReader;
  writeIdentity?: IdentityWriter;
}

export function createChatIdentityHandler(
  config: FunctionConfig,
  deps: ChatIdentityDeps = {},
): VercelApiHandler {
  const readProfile = deps.readProfile ?? createProfileReader(config);
  const writeIdentity = deps.writeIdentity ?? createIdentityWriter(deps.chat ?? chatServer(config));
  const gate = createSessionGate(config, { method: 'POST', chatAccess: true }, deps);
  return (req, res) =>
    gate(req, res, async ({ session, accessToken }) => {
      const identity = chatIdentity(session.userId, await readProfile(accessToken, session.userId));
      await writeIdentity(identity);
      res.status(200).json({ user: identity });
    });
}
