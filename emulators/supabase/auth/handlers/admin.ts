/** The service-role admin API's user basics: `POST /admin/users` and `GET /admin/users`. */
import { requireAdmin } from '../authenticate.ts';
import { booleanField, objectField, stringField, type Handler } from '../context.ts';
import { validateEmail } from '../input/email-address.ts';
import { unprocessable } from '../errors.ts';
import { checkPasswordStrength } from '../input/password-policy.ts';
import { userJson } from '../store/user-json.ts';
import {
  findUserByEmail,
  insertEmailIdentity,
  insertUser,
  listUsers,
} from '../store/user-store.ts';

export const createUser: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const body = await ctx.body();
  const email = validateEmail(stringField(body, 'email'));
  const password = stringField(body, 'password');
  const confirmed = booleanField(body, 'email_confirm') ?? false;
  const userMetadata = objectField(body, 'user_metadata') ?? {};
  const appMetadata = objectField(body, 'app_metadata') ?? {};
  if (password) checkPasswordStrength(password, ctx.deps.settings.minimumPasswordLength);
  return ctx.deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const user = await insertUser(tx, {
      email,
      password: password ?? null,
      confirmed,
      isAnonymous: false,
      userMetadata,
      appMetadata: { ...appMetadata, provider: 'email', providers: ['email'] },
    });
    await insertEmailIdentity(tx, user, userMetadata);
    return { status: 200, body: await userJson(tx, user) };
  });
};

export const listAllUsers: Handler = async (ctx) => {
  await requireAdmin(ctx);
  const page = Math.max(1, Number(ctx.url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(ctx.url.searchParams.get('per_page')) || 50));
  return ctx.deps.db.transaction(async (tx) => {
    const users = await listUsers(tx, perPage, (page - 1) * perPage);
    const { rows } = await tx.query<{ total: number }>(
      `select count(*)::int as total from auth.users where deleted_at is null`,
    );
    const rendered = [];
    for (const user of users) rendered.push(await userJson(tx, user));
    return {
      status: 200,
      body: { users: rendered, aud: 'authenticated' },
      headers: { 'x-total-count': String(rows[0]?.total ?? 0) },
    };
  });
};
