/** Unauthenticated metadata: settings, health and the JWKS. */
import type { Handler } from '../context.ts';

export const settings: Handler = async (ctx) => {
  const s = ctx.deps.settings;
  const off = false;
  return {
    status: 200,
    body: {
      external: {
        anonymous_users: s.enableAnonymousSignIns,
        apple: off,
        azure: off,
        bitbucket: off,
        discord: off,
        facebook: off,
        figma: off,
        fly: off,
        github: off,
        gitlab: off,
        google: off,
        keycloak: off,
        kakao: off,
        linkedin_oidc: off,
        notion: off,
        spotify: off,
        slack_oidc: off,
        workos: off,
        twitch: off,
        twitter: off,
        zoom: off,
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
