/** A user as GoTrue serializes it (models.User with identities and factors). */
import type { Tx } from '../../db/database.ts';
import type { JsonObject } from '../context.ts';
import { listFactors, type FactorRow } from './factor-store.ts';
import { listIdentities, type IdentityRow, type UserRow } from './user-store.ts';

const iso = (value: Date | null | undefined): string | undefined => value?.toISOString();

export async function userJson(tx: Tx, user: UserRow): Promise<JsonObject> {
  const identities = await listIdentities(tx, user.id);
  return renderUser(user, identities, await listFactors(tx, user.id));
}

export function renderUser(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[],
): JsonObject {
  const json: JsonObject = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(renderIdentity),
    factors: factors.length > 0 ? factors.map(renderFactor) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
  // Go's omitempty: absent rather than null.
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

function renderIdentity(identity: IdentityRow): JsonObject {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

function renderFactor(factor: FactorRow): JsonObject {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}
