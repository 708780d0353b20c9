/**
 * The PKCE flow (supabase-js with `flowType: 'pkce'`): a sign-up or recovery request carries a
 * code challenge, kept in auth.flow_state; the email link then redirects with `?code=` instead
 * of a session, and `POST /token?grant_type=pkce` trades code + verifier for the session.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import { stringField, type JsonObject } from '../context.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';

export const PKCE_PREFIX = 'pkce_';

/** GoTrue's `flow_state_expiry_duration`. */
const FLOW_STATE_EXPIRY_SECONDS = 300;
const CHALLENGE = /^[a-zA-Z._~0-9-]+$/;

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's PKCE challenge, undefined for the implicit flow; GoTrue's validation errors. */
export function pkceChallenge(body: JsonObject): PkceChallenge | undefined {
  const challenge = stringField(body, 'code_challenge') ?? '';
  const method = (stringField(body, 'code_challenge_method') ?? '').toLowerCase();
  if ((challenge === '') !== (method === '')) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  if (challenge === '') return undefined;
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!CHALLENGE.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  if (method !== 's256' && method !== 'plain') {
    throw badRequest(
      'validation_failed',
      "unsupported code_challenge_method, supported methods are 'plain' or 's256'",
    );
  }
  return { challenge, method };
}

/** GoTrue's authentication_method names for the flows email links complete. */
export type FlowMethod = 'email/signup' | 'recovery';

export async function createFlowState(
  tx: Tx,
  userId: string,
  pkce: PkceChallenge,
  method: FlowMethod,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
        provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
    [
      randomUUID(),
      userId,
      randomUUID(),
      pkce.method,
      pkce.challenge,
      method === 'recovery' ? 'recovery' : 'email',
      method,
    ],
  );
}

/** The auth code of the user's latest flow for `method`, marked as issued. */
export async function issueAuthCode(tx: Tx, userId: string, method: FlowMethod): Promise<string> {
  const { rows } = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state
      where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.');
  await tx.query(`update auth.flow_state set auth_code_issued_at = now() where id = $1`, [flow.id]);
  return flow.auth_code;
}

export interface RedeemedFlow {
  userId: string;
  method: FlowMethod;
}

/** Checks code and verifier and consumes the flow state, as GoTrue's PKCE grant does. */
export async function redeemAuthCode(
  tx: Tx,
  authCode: string,
  verifier: string,
): Promise<RedeemedFlow> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: 's256' | 'plain';
    authentication_method: FlowMethod;
    expired: boolean;
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            created_at < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) {
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  if (flow.expired) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const derived =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  if (derived !== flow.code_challenge) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
