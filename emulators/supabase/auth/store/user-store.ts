/**
 * auth.users and auth.identities. Passwords are bcrypt hashes made and checked by pgcrypto in
 * Postgres, the same `$2a$` format GoTrue writes, so seeded users and hosted dumps sign in alike.
 */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import type { JsonObject } from '../context.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  has_password: boolean;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email,
  coalesce(encrypted_password, '') <> '' as has_password,
  email_confirmed_at, confirmation_sent_at, recovery_sent_at, nullif(email_change, '') as email_change,
  email_change_sent_at, coalesce(email_change_confirm_status, 0)::int as email_change_confirm_status,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at,
  updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, is_anonymous`;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
      order by created_at limit 1`,
    [email],
  );
  return rows[0];
}

export async function listUsers(tx: Tx, limit: number, offset: number): Promise<UserRow[]> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null
      order by created_at desc, id limit $1 offset $2`,
    [limit, offset],
  );
  return rows;
}

export interface NewUser {
  email: string | null;
  password: string | null;
  confirmed: boolean;
  isAnonymous: boolean;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
        email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        is_anonymous, is_sso_user)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
        case when $3::text is null then '' else crypt($3::text, gen_salt('bf', 10)) end,
        case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), $7, false)`,
    [
      id,
      user.email?.toLowerCase() ?? null,
      user.password,
      user.confirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.isAnonymous,
    ],
  );
  return (await findUserById(tx, id)) as UserRow;
}

export async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>(
    `select coalesce(encrypted_password, '') <> ''
        and crypt($2, encrypted_password) = encrypted_password as ok
       from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.ok === true;
}

export async function setPassword(tx: Tx, userId: string, password: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = crypt($2, gen_salt('bf', 10)), updated_at = now()
      where id = $1`,
    [userId, password],
  );
}

export async function touchSignIn(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
}

export async function mergeUserMetadata(tx: Tx, userId: string, data: JsonObject): Promise<void> {
  // GoTrue merges top-level keys and deletes the ones sent as null.
  await tx.query(
    `update auth.users
        set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb),
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(data)],
  );
}

/** Sets a (now confirmed) email, ending anonymity: how GoTrue treats a guest adding an email. */
export async function setConfirmedEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.query(
    `update auth.users
        set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), email_change = '',
            email_change_token_new = '', email_change_sent_at = null, is_anonymous = false,
            raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
              || '{"provider": "email", "providers": ["email"]}'::jsonb,
            updated_at = now()
      where id = $1`,
    [userId, email.toLowerCase()],
  );
}

export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
        confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  );
}

export async function markEmailSent(
  tx: Tx,
  userId: string,
  kind: 'confirmation' | 'recovery',
  tokenHash: string,
): Promise<void> {
  const sets =
    kind === 'confirmation'
      ? `confirmation_token = $2, confirmation_sent_at = now()`
      : `recovery_token = $2, recovery_sent_at = now()`;
  await tx.query(`update auth.users set ${sets}, updated_at = now() where id = $1`, [
    userId,
    tokenHash,
  ]);
}

export async function markEmailChangeSent(
  tx: Tx,
  userId: string,
  newEmail: string,
  newTokenHash: string,
  currentTokenHash: string,
): Promise<void> {
  await tx.query(
    `update auth.users
        set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [userId, newEmail.toLowerCase(), newTokenHash, currentTokenHash],
  );
}

/** The first of two email-change confirmations: remembered, the address stays as it is. */
export async function markEmailChangeHalfConfirmed(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1`,
    [userId],
  );
}

/** Completes a pending email change: the new address becomes the (confirmed) email. */
export async function applyEmailChange(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users
        set email = email_change, email_confirmed_at = coalesce(email_confirmed_at, now()),
            email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, email_change_sent_at = null, is_anonymous = false,
            updated_at = now()
      where id = $1 and coalesce(email_change, '') <> ''`,
    [userId],
  );
  await tx.query(
    `delete from auth.one_time_tokens
      where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
}

export async function clearRecoveryToken(tx: Tx, userId: string): Promise<void> {
  await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [
    userId,
  ]);
}

export async function insertEmailIdentity(tx: Tx, user: UserRow, data: JsonObject): Promise<void> {
  const identityData = {
    ...data,
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  };
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider,
        last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data,
        updated_at = now()`,
    [randomUUID(), user.id, JSON.stringify(identityData)],
  );
}

export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
        updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}
