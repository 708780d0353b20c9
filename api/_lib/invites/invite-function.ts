/**
 * What each invite function (make, list, revoke, join) is built from: the chat server with the
 * server key, the links' store, the chat server's answers about the group, and the session gate
 * (two-factor rules included) with the function's own check of its request, which answers 400
 * `invalid_request` with what to send. Each part can be replaced, for a test.
 */
import type { VercelRequest } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from '../chat/chat-server.ts';
import { createSessionGate, type Gate, type GateDeps } from '../session/session-gate.ts';
import { createInviteStore, type InviteStore } from './invite-store.ts';
import { createGroupEntry, type GroupEntry } from './group-entry.ts';

export interface InviteDeps extends GateDeps {
  chat?: StreamChat;
  store?: InviteStore;
  entry?: GroupEntry;
}

export interface InviteParts {
  chat: StreamChat;
  store: InviteStore;
  entry: GroupEntry;
  gate: Gate;
}

export interface InviteRequest {
  method: 'GET' | 'POST';
  /** Whether the request says what the function needs. */
  valid: (req: VercelRequest) => boolean;
  /** What to send instead, when it does not. */
  hint: string;
}

/** The request's JSON body as fields; none when it sent no object. */
export function requestBody(req: VercelRequest): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null
    ? (req.body as Record<string, unknown>)
    : {};
}

export function inviteFunction(
  config: FunctionConfig,
  request: InviteRequest,
  deps: InviteDeps,
): InviteParts {
  const chat = deps.chat ?? chatServer(config);
  const gate = createSessionGate(
    config,
    {
      method: request.method,
      chatAccess: true,
      validate: (req) =>
        request.valid(req)
          ? undefined
          : { status: 400, error: 'invalid_request', message: request.hint },
    },
    deps,
  );
  return {
    chat,
    store: deps.store ?? createInviteStore(config),
    entry: deps.entry ?? createGroupEntry(chat, config),
    gate,
  };
}
