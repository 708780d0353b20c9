/** `GET /user`, `PUT /user` and `POST /logout`: the signed-in user's own account. */
import { authenticate } from '../authenticate.ts';
import { objectField, stringField, type Handler } from '../context.ts';
import { validateEmail } from '../input/email-address.ts';
import { sendEmailChangeLinks } from '../mail/email-links.ts';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts';
import { listFactors } from '../store/factor-store.ts';
import { checkPasswordStrength } from '../input/password-policy.ts';
import { allowedRedirect } from '../input/redirect.ts';
import { deleteSession, deleteUserSessions } from '../store/session-store.ts';
import { userJson } from '../store/user-json.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailIdentity,
  mergeUserMetadata,
  passwordMatches,
  setConfirmedEmail,
  setPassword,
  type UserRow,
} from '../store/user-store.ts';

export const getUser: Handler = (ctx) =>
  ctx.deps.db.transaction(async (tx) => {
    const { user } = await authenticate(ctx, tx);
    return { status: 200, body: await userJson(tx, user) };
  });

export const updateUser: Handler = async (ctx) => {
  const body = await ctx.body();
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data');
  const appData = objectField(body, 'app_metadata');
  const phone = stringField(body, 'phone');
  const { settings } = ctx.deps;
  if (password) checkPasswordStrength(password, settings.minimumPasswordLength);
  const address = email ? validateEmail(email) : undefined;
  const redirectTo = allowedRedirect(
    ctx.url.searchParams.get('redirect_to'),
    ctx.deps.siteUrl,
    settings.additionalRedirectUrls,
  );

  return ctx.deps.db.transaction(async (tx) => {
    const { user, session } = await authenticate(ctx, tx);
    if (appData) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
    const changingEmail = address !== undefined && address !== user.email;
    const verified = (await listFactors(tx, user.id)).some((f) => f.status === 'verified');
    if (verified && session?.aal !== 'aal2' && (password || changingEmail)) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (user.is_anonymous && password && !address) {
      throw unprocessable(
        'validation_failed',
        'Updating password of an anonymous user without an email or phone is not allowed',
      );
    }
    if (changingEmail) {
      const other = await findUserByEmail(tx, address);
      if (other && other.id !== user.id) {
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
    }
    if (password && user.has_password && (await passwordMatches(tx, user.id, password))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }

    if (password) {
      await setPassword(tx, user.id, password);
      // GoTrue's UpdatePassword: whoever held the old password is signed out everywhere else.
      await deleteUserSessions(tx, user.id, session?.id ?? null);
    }
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (changingEmail) await changeEmail(user, address);
    const updated = (await findUserById(tx, user.id)) as UserRow;
    return { status: 200, body: await userJson(tx, updated) };

    async function changeEmail(current: UserRow, next: string): Promise<void> {
      // A guest adding an email is like signing up: with autoconfirm it takes effect at once.
      // Permanent users confirm the new address through the link first.
      if (current.is_anonymous && !settings.enableConfirmations) {
        await setConfirmedEmail(tx, current.id, next);
        const confirmed = (await findUserById(tx, current.id)) as UserRow;
        await insertEmailIdentity(tx, confirmed, {});
        return;
      }
      await sendEmailChangeLinks(tx, ctx.deps, current.id, current.email, next, redirectTo);
    }
  });
};

export const logout: Handler = (ctx) =>
  ctx.deps.db.transaction(async (tx) => {
    const { user, session } = await authenticate(ctx, tx);
    const scope = ctx.url.searchParams.get('scope') ?? 'global';
    if (scope === 'global' || scope === '') await deleteUserSessions(tx, user.id, null);
    else if (scope === 'local') {
      if (session) await deleteSession(tx, session.id);
    } else if (scope === 'others') await deleteUserSessions(tx, user.id, session?.id ?? null);
    else throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    return { status: 204 };
  });
