/**
 * One-time email links and codes, stored as GoTrue stores them: a six-digit code, the hash
 * sha224(email + code) in auth.one_time_tokens (and the user's *_token column), and a link to
 * `/auth/v1/verify?token=<hash>&type=...&redirect_to=...`. The email lands in the mailbox.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database.ts';
import type { AuthDeps } from '../context.ts';
import { storeMessage } from './mail-store.ts';
import { PKCE_PREFIX } from '../tokens/pkce.ts';
import { markEmailChangeSent, markEmailSent } from '../store/user-store.ts';

export type EmailLinkType = 'signup' | 'recovery' | 'email_change';

type TokenType =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

const TEMPLATES: Record<EmailLinkType, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm Your Signup',
    intro: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your user:',
    action: 'Reset password',
  },
  email_change: {
    subject: 'Confirm Email Change',
    intro: 'Follow this link to confirm the update of your email:',
    action: 'Change email',
  },
};

export function tokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex');
}

/** Stores a fresh one-time token for `email` and mails its link; returns the token hash. */
async function mailToken(
  tx: Tx,
  deps: AuthDeps,
  userId: string,
  linkType: EmailLinkType,
  tokenType: TokenType,
  email: string,
  redirectTo: string,
  pkce = false,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // GoTrue marks PKCE links by prefixing the token, so verify knows to answer with a code.
  const hash = `${pkce ? PKCE_PREFIX : ''}${tokenHash(email, code)}`;
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           created_at = now(), updated_at = now()`,
    [randomUUID(), userId, tokenType, hash, email.toLowerCase()],
  );
  const link = new URL(`${deps.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', hash);
  link.searchParams.set('type', linkType);
  link.searchParams.set('redirect_to', redirectTo);
  const template = TEMPLATES[linkType];
  await storeMessage(tx, {
    to: email.toLowerCase(),
    subject: template.subject,
    text: `${template.intro}\n\n${link.toString()}\n\nAlternatively, enter the code: ${code}`,
    links: [{ label: template.action, url: link.toString() }],
  });
  return hash;
}

/** A sign-up confirmation or password recovery email. */
export async function sendEmailLink(
  tx: Tx,
  deps: AuthDeps,
  userId: string,
  type: 'signup' | 'recovery',
  email: string,
  redirectTo: string,
  pkce: boolean,
): Promise<void> {
  const tokenType = type === 'signup' ? 'confirmation_token' : 'recovery_token';
  const hash = await mailToken(tx, deps, userId, type, tokenType, email, redirectTo, pkce);
  await markEmailSent(tx, userId, type === 'signup' ? 'confirmation' : 'recovery', hash);
}

/**
 * An email change mails a link to the new address and, with secure email change (the CLI's
 * `double_confirm_changes`), one to the current address too, as GoTrue does.
 */
export async function sendEmailChangeLinks(
  tx: Tx,
  deps: AuthDeps,
  userId: string,
  currentEmail: string | null,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  const newHash = await mailToken(
    tx,
    deps,
    userId,
    'email_change',
    'email_change_token_new',
    newEmail,
    redirectTo,
  );
  const currentHash =
    currentEmail && deps.settings.doubleConfirmChanges
      ? await mailToken(
          tx,
          deps,
          userId,
          'email_change',
          'email_change_token_current',
          currentEmail,
          redirectTo,
        )
      : '';
  await markEmailChangeSent(tx, userId, newEmail, newHash, currentHash);
}

export interface ConsumedToken {
  userId: string;
  email: string;
}

/**
 * Redeems a link's hash (or an email + code) once; undefined when unknown or past `otp_expiry`.
 * Used tokens are deleted so a second click fails like GoTrue's.
 */
export async function consumeEmailToken(
  tx: Tx,
  deps: AuthDeps,
  type: EmailLinkType,
  hash: string,
): Promise<ConsumedToken | undefined> {
  if (hash.includes('\u0000')) return undefined;
  const tokenTypes: TokenType[] =
    type === 'signup'
      ? ['confirmation_token']
      : type === 'recovery'
        ? ['recovery_token']
        : ['email_change_token_new', 'email_change_token_current'];
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    relates_to: string;
    fresh: boolean;
  }>(
    `select id, user_id, relates_to,
            created_at > localtimestamp - make_interval(secs => $3) as fresh
       from auth.one_time_tokens
      where token_hash = $1 and token_type::text = any($2::text[])`,
    [hash, tokenTypes, deps.settings.emailOtpExpiry],
  );
  const row = rows[0];
  if (!row) return undefined;
  await tx.query(`delete from auth.one_time_tokens where id = $1`, [row.id]);
  if (!row.fresh) return undefined;
  return { userId: row.user_id, email: row.relates_to };
}
