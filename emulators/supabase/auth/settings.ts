/**
 * The knobs the Supabase CLI exposes in `supabase/config.toml` under `[auth]`, with the CLI's
 * defaults. The stack runs with these; tests may start an auth service with others (e.g. email
 * confirmations on, or no refresh-token reuse interval) to reach the other branches.
 */
export interface AuthSettings {
  /** `jwt_expiry`: access-token lifetime in seconds. */
  jwtExpiry: number;
  /** `minimum_password_length`. */
  minimumPasswordLength: number;
  /** `[auth.email] enable_confirmations`: off means sign-up confirms at once. */
  enableConfirmations: boolean;
  /** `[auth.email] double_confirm_changes`: an email change also mails the current address. */
  doubleConfirmChanges: boolean;
  /** `enable_anonymous_sign_ins`. */
  enableAnonymousSignIns: boolean;
  /** `enable_signup`. */
  enableSignup: boolean;
  /** `refresh_token_reuse_interval`: seconds a rotated refresh token may still be replayed. */
  refreshTokenReuseInterval: number;
  /** `additional_redirect_urls`, besides the site URL's origin and loopback. */
  additionalRedirectUrls: string[];
  /** `[auth.email] otp_expiry`: lifetime of email links and codes, in seconds. */
  emailOtpExpiry: number;
  /** How long an MFA challenge may be verified, in seconds (GoTrue's `challenge_expiry_duration`). */
  mfaChallengeExpiry: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
}

export const DEFAULT_AUTH_SETTINGS: Readonly<AuthSettings> = {
  jwtExpiry: 3600,
  minimumPasswordLength: 6,
  enableConfirmations: false,
  doubleConfirmChanges: true,
  enableAnonymousSignIns: true,
  enableSignup: true,
  refreshTokenReuseInterval: 10,
  additionalRedirectUrls: [],
  emailOtpExpiry: 3600,
  mfaChallengeExpiry: 300,
  maxBodyBytes: 1024 * 1024,
};
