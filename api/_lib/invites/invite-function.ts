/**
 * What each invite function (make, list, revoke, join) is built from: the chat server with the
 * server key, the links' store, the chat server's answers about the group, and the session gate
 * (two-factor rules included) with the function's own reading of its request, which answers 400
 * `invalid_request` with what to send when the request does not say what it needs. Each part can
 * be replaced, for a test.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';
import type { StreamChat } from 'stream-chat';
import type { FunctionConfig } from '../config/function-config.ts';
import { chatServer } from '../chat/chat-server.ts';
import { createSessionGate, type Gated, type GateDeps } from '../session/session-gate.ts';
import { createInviteStore, type InviteStore } from './invite-store.ts';
import { createGroupEntry, type GroupEntry } from './group-entry.ts';

export interface InviteDeps extends GateDeps {
  chat?: StreamChat;
  store?: InviteStore;
  entry?: GroupEntry;
}

export interface InviteRequest<Asked> {
  method: 'GET' | 'POST';
  /** What the request asks for, or undefined when it does not say what the function needs. */
  read: (req: VercelRequest) => Asked | undefined;
  /** What to send instead, when it does not. */
  hint: string;
}

/** A request that passed the gate: who asks, and what. */
export interface InviteCall<Asked> extends Gated {
  asked: Asked;
  req: VercelRequest;
  res: VercelResponse;
}

export interface InviteParts<Asked> {
  chat: StreamChat;
  store: InviteStore;
  entry: GroupEntry;
  /** The function: the gate, then `answer` with what the request asked. */
  serve: (answer: (call: InviteCall<Asked>) => Promise<void>) => VercelApiHandler;
}

/** The request's JSON body as fields; none when it sent no object. */
export function requestBody(req: VercelRequest): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null
    ? (req.body as Record<string, unknown>)
    : {};
}

export function inviteFunction<Asked>(
  config: FunctionConfig,
  request: InviteRequest<Asked>,
  deps: InviteDeps,
): InviteParts<Asked> {
  const chat = deps.chat ?? chatServer(config);
  const gate = createSessionGate(
    config,
    {
      method: request.method,
      chatAccess: true,
      validate: (req) =>
        request.read(req) === undefined
          ? { status: 400, error: 'invalid_request', message: request.hint }
          : undefined,
    },
    deps,
  );
  return {
    chat,
    store: deps.store ?? createInviteStore(config),
    entry: deps.entry ?? createGroupEntry(chat, config),
    serve: (answer) => (req, res) =>
      gate(req, res, (gated) => answer({ ...gated, asked: request.read(req) as Asked, req, res })),
  };
}
