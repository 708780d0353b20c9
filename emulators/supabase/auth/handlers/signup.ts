/**
 * `POST /signup`: email + password (confirmed at once unless confirmations are on, then a
 * confirmation email), or, with neither email nor phone, an anonymous user, as GoTrue routes it.
 */
import { randomUUID } from 'node:crypto';
import {
  objectField,
  stringField,
  type AuthContext,
  type Handler,
  type JsonObject,
  type Reply,
} from '../context.ts';
import { validateEmail } from '../input/email-address.ts';
import { sendEmailLink } from '../mail/email-links.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { checkPasswordStrength } from '../input/password-policy.ts';
import { createFlowState, pkceChallenge } from '../tokens/pkce.ts';
import { allowedRedirect } from '../input/redirect.ts';
import { startSession } from '../tokens/session-tokens.ts';
import { renderUser, userJson } from '../store/user-json.ts';
import {
  findUserByEmail,
  insertEmailIdentity,
  insertUser,
  type UserRow,
} from '../store/user-store.ts';

export const signup: Handler = async (ctx) => {
  const body = await ctx.body();
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  if (!email && !phone) return signupAnonymously(ctx, data);

  const { settings } = ctx.deps;
  if (!settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, settings.minimumPasswordLength);
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (!email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const address = validateEmail(email);
  const pkce = pkceChallenge(body);
  const userAgent = ctx.req.headers['user-agent'];
  const redirectTo = allowedRedirect(
    ctx.url.searchParams.get('redirect_to'),
    ctx.deps.siteUrl,
    settings.additionalRedirectUrls,
  );

  return ctx.deps.db.transaction(async (tx): Promise<Reply> => {
    const sendConfirmation = async (userId: string): Promise<void> => {
      if (pkce) await createFlowState(tx, userId, pkce, 'email/signup');
      await sendEmailLink(tx, ctx.deps, userId, 'signup', address, redirectTo, pkce !== undefined);
    };
    const existing = await findUserByEmail(tx, address);
    if (existing) {
      if (existing.email_confirmed_at && !settings.enableConfirmations) {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      if (!existing.email_confirmed_at) {
        await sendConfirmation(existing.id);
        const sent = { ...existing, confirmation_sent_at: new Date() };
        return { status: 200, body: await userJson(tx, sent) };
      }
      return { status: 200, body: obfuscatedUser(existing, data) };
    }
    const user = await insertUser(tx, {
      email: address,
      password,
      confirmed: !settings.enableConfirmations,
      isAnonymous: false,
      userMetadata: data,
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    await insertEmailIdentity(tx, user, data);
    if (user.email_confirmed_at) {
      return { status: 200, body: await startSession(tx, ctx.deps, user, 'password', userAgent) };
    }
    await sendConfirmation(user.id);
    const sent = { ...user, confirmation_sent_at: new Date() };
    return { status: 200, body: await userJson(tx, sent) };
  });
};

/**
 * With confirmations on, signing up with a taken (confirmed) address answers like a fresh
 * sign-up with a made-up user, as GoTrue's sanitizeUser does, so addresses can't be probed.
 */
function obfuscatedUser(existing: UserRow, data: JsonObject): JsonObject {
  const now = new Date();
  return renderUser(
    {
      ...existing,
      id: randomUUID(),
      role: '',
      email_change: null,
      created_at: now,
      updated_at: now,
      confirmation_sent_at: now,
      last_sign_in_at: null,
      confirmed_at: null,
      email_change_sent_at: null,
      email_confirmed_at: null,
      phone_confirmed_at: null,
      phone: '',
      raw_user_meta_data: data,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
    },
    [],
    [],
  );
}

async function signupAnonymously(ctx: AuthContext, data: Record<string, unknown>): Promise<Reply> {
  const { settings } = ctx.deps;
  if (!settings.enableAnonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!settings.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  const userAgent = ctx.req.headers['user-agent'];
  return ctx.deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: null,
      password: null,
      confirmed: false,
      isAnonymous: true,
      userMetadata: data,
      appMetadata: {},
    });
    return { status: 200, body: await startSession(tx, ctx.deps, user, 'anonymous', userAgent) };
  });
}
