/** auth.mfa_factors and auth.mfa_challenges (TOTP only). */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import { isUuid } from './ids.ts';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  last_challenged_at: Date | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret,
  last_challenged_at`;

export async function listFactors(tx: Tx, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findFactor(
  tx: Tx,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  if (!isUuid(factorId)) return undefined;
  const { rows } = await tx.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

export async function insertTotpFactor(
  tx: Tx,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await tx.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0] as FactorRow;
}

/** GoTrue drops a user's stale unverified factors when a new one is enrolled. */
export async function deleteStaleUnverifiedFactors(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - interval '1 day'`,
    [userId],
  );
}

/** After a factor is verified, the user's other unverified factors go. */
export async function deleteUnverifiedFactors(tx: Tx, userId: string): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
    userId,
  ]);
}

export async function markFactorVerified(tx: Tx, factorId: string): Promise<void> {
  await tx.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
    [factorId],
  );
}

export async function deleteFactor(tx: Tx, factorId: string): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

export async function createChallenge(tx: Tx, factorId: string, ip: string): Promise<ChallengeRow> {
  const { rows } = await tx.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet)
     returning id, factor_id, created_at, verified_at`,
    [randomUUID(), factorId, ip],
  );
  await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
    factorId,
  ]);
  return rows[0] as ChallengeRow;
}

export async function findChallenge(
  tx: Tx,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  if (!isUuid(challengeId)) return undefined;
  const { rows } = await tx.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at from auth.mfa_challenges where id = $1`,
    [challengeId],
  );
  return rows[0];
}

export async function markChallengeVerified(tx: Tx, challengeId: string): Promise<void> {
  await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
}
