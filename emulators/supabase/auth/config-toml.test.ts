import { describe, expect, it } from 'vitest';
import { AuthConfigError, authSettingsFromToml, readAuthSettings } from './config-toml.ts';

describe('authSettingsFromToml', () => {
  it('reads the [auth] and [auth.email] settings the emulator honours', () => {
    const toml = `
project_id = "x"  # a comment
[api]
port = 54321
[auth]
jwt_expiry = 7_200
additional_redirect_urls = [
  "https://a.example", # first
  'https://b.example',
]
enable_anonymous_sign_ins = false
refresh_token_reuse_interval = 0
[auth.email]
enable_confirmations = true
double_confirm_changes = false
[auth.external.github]
enabled = false
`;
    expect(authSettingsFromToml(toml, 'config.toml')).toEqual({
      jwtExpiry: 7200,
      additionalRedirectUrls: ['https://a.example', 'https://b.example'],
      enableAnonymousSignIns: false,
      refreshTokenReuseInterval: 0,
      enableConfirmations: true,
      doubleConfirmChanges: false,
    });
  });

  it('keeps # and commas inside strings', () => {
    const toml = '[auth]\nadditional_redirect_urls = ["https://a.example/#x,y", \'b#c\'] # done';
    expect(authSettingsFromToml(toml, 'config.toml').additionalRedirectUrls).toEqual([
      'https://a.example/#x,y',
      'b#c',
    ]);
  });

  it('names a setting with the wrong type', () => {
    expect(() => authSettingsFromToml('[auth]\njwt_expiry = "soon"', 'config.toml')).toThrow(
      new AuthConfigError('config.toml: [auth] jwt_expiry has the wrong type'),
    );
  });

  it('treats a missing file as no settings', () => {
    expect(readAuthSettings('/nonexistent/config.toml')).toEqual({});
  });
});
