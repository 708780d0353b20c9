/**
 * auth.sessions, auth.refresh_tokens and auth.mfa_amr_claims. A session's refresh tokens form a
 * chain (`parent`); only the newest is unrevoked, which is what reuse detection relies on.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';

export type Aal = 'aal1' | 'aal2';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: Aal | null;
  factor_id: string | null;
  created_at: Date;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** GoTrue's refresh tokens are short random strings; 12 base64url characters as it issues. */
function newRefreshToken(): string {
  return randomBytes(9).toString('base64url');
}

export async function createSession(
  tx: Tx,
  userId: string,
  method: string,
  userAgent: string | undefined,
): Promise<SessionRow> {
  const id = randomUUID();
  const { rows } = await tx.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent)
     values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3)
     returning id, user_id, aal, factor_id, created_at`,
    [id, userId, userAgent ?? null],
  );
  await addAmrClaim(tx, id, method);
  return rows[0] as SessionRow;
}

export async function findSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
  const { rows } = await tx.query<SessionRow>(
    `select id, user_id, aal, factor_id, created_at from auth.sessions where id = $1`,
    [id],
  );
  return rows[0];
}

async function addAmrClaim(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method, randomUUID()],
  );
}

/** Newest first, as GoTrue sorts the `amr` claim. */
export async function amrClaims(tx: Tx, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({
    method: row.method,
    timestamp: Math.floor(row.at.getTime() / 1000),
  }));
}

export async function upgradeSessionToAal2(
  tx: Tx,
  sessionId: string,
  factorId: string,
): Promise<void> {
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  await addAmrClaim(tx, sessionId, 'totp');
}

/** After a verified factor goes away its sessions fall back to aal1, as GoTrue does. */
export async function downgradeSessionsOfFactor(tx: Tx, factorId: string): Promise<void> {
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await tx.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id is null and c.authentication_method = 'totp'
        and s.user_id = (select user_id from auth.mfa_factors where id = $1)`,
    [factorId],
  );
}

export async function issueRefreshToken(
  tx: Tx,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [sessionId],
  );
  return token;
}

export async function findRefreshToken(
  tx: Tx,
  token: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id::text, token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where token = $1`,
    [token],
  );
  return rows[0];
}

export async function activeRefreshToken(
  tx: Tx,
  sessionId: string,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id::text, token, user_id, revoked, updated_at, parent, session_id
       from auth.refresh_tokens where session_id = $1 and revoked = false
      order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

export async function revokeRefreshToken(tx: Tx, token: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`,
    [token],
  );
}

/** Reuse of an old token means it may be stolen: the whole session goes, as GoTrue revokes the family. */
export async function revokeSessionFamily(tx: Tx, sessionId: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and revoked = false`,
    [sessionId],
  );
}

export async function deleteSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
}

export async function deleteUserSessions(
  tx: Tx,
  userId: string,
  exceptSessionId: string | null,
): Promise<void> {
  await tx.query(
    `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
    [userId, exceptSessionId],
  );
}

/** Once a user proves a second factor, GoTrue ends their other sessions still at aal1. */
export async function deleteAal1Sessions(tx: Tx, userId: string): Promise<void> {
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
}
