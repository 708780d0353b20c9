/** Unauthenticated metadata: settings, health and the JWKS. */
import type { Handler } from '../context.ts';

/** The OAuth providers GoTrue lists in /settings; none is offered locally. */
const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

export const settings: Handler = async (ctx) => {
  const s = ctx.deps.settings;
  return {
    status: 200,
    body: {
      external: {
        anonymous_users: s.enableAnonymousSignIns,
        ...Object.fromEntries(OAUTH_PROVIDERS.map((name) => [name, false])),
        email: true,
        phone: false,
      },
      disable_signup: !s.enableSignup,
      mailer_autoconfirm: !s.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    },
  };
};

export const health: Handler = async () => ({
  status: 200,
  body: {
    version: 'parley-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  },
});

export const jwks: Handler = async (ctx) => ({
  status: 200,
  body: { keys: [ctx.deps.keys.signingKey.publicJwk] },
  headers: { 'cache-control': 'public, max-age=600' },
});
