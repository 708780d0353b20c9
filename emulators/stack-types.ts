/** What start-up hands each service process and what each reports back when ready. */
export interface SupabaseOptions {
  host: string;
  port: number;
  /** This service's own folder inside the stack's data folder. */
  dataDir: string;
  /** Where auth redirects land by default (the app's URL), as Supabase's `site_url`. */
  siteUrl: string;
  /** `[auth.email] enable_confirmations` over supabase/config.toml's, when set. */
  emailConfirmations?: boolean;
}

export interface SupabaseInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwksUrl: string;
  mailboxUrl: string;
  /** Opens the mailbox (the `x-mailbox-key` header only); a user token opens their own mail. */
  mailboxKey: string;
}

/** Requests per endpoint and window: a user's own budget, and the app's per platform. */
export interface ChatRateLimits {
  user: number;
  app: number;
  windowSeconds: number;
}

export interface ChatOptions {
  host: string;
  port: number;
  dataDir: string;
  /** Stream's rate limits (chat/rate-limits.ts): absent, its defaults; false, none (benchmarks). */
  rateLimits?: ChatRateLimits | false;
  /** Bytes each user may keep uploaded: absent, the default; false, no limit. */
  uploadQuota?: number | false;
}

export interface ChatInfo {
  url: string;
  apiKey: string;
  apiSecret: string;
}

/** Public values the browser needs; the app server injects them into index.html. */
export interface BrowserRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  streamApiKey: string;
  /** Set only in the embedded stack: the app then calls `client.setBaseURL` with it. */
  streamBaseUrl?: string;
  /** The VAPID public key the browser subscribes to Web Push with (base64url P-256 point). */
  vapidPublicKey?: string;
}

export interface AppServerOptions {
  host: string;
  port: number;
  distDir: string;
  runtimeConfig: BrowserRuntimeConfig;
  /** process.env for the api/ functions, as Vercel would set it. */
  functionEnv: Record<string, string>;
  /** `npm run dev`: serve the app from source through Vite with hot reload instead of distDir. */
  dev?: boolean;
}

export interface AppServerInfo {
  url: string;
}

/** `.local/stack.json`: how tests and tools find a running stack. */
export interface StackFile {
  appUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  supabaseServiceRoleKey: string;
  supabaseJwksUrl: string;
  chatUrl: string;
  chatApiKey: string;
  chatApiSecret: string;
  mailboxUrl: string;
  mailboxKey: string;
  /** The stack's VAPID public key (its pair is in the data folder's vapid-keys.json). */
  vapidPublicKey: string;
  dataDir: string;
  pid: number;
  demoUsers: { id: string; email: string; password: string; name: string }[];
}
