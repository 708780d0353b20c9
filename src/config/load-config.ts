/** Reads the page's configuration once: build-time values, then the app server's meta tag. */
import { ConfigError, parseConfig, type BrowserConfig } from './env.ts';
import { buildEnv } from './build-env.ts';

export type ConfigResult = { ok: true; config: BrowserConfig } | { ok: false; error: ConfigError };

let cached: ConfigResult | undefined;

/** The page's configuration, parsed on first use. */
export function loadConfig(): ConfigResult {
  if (cached) return cached;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="parley-config"]');
  try {
    cached = { ok: true, config: parseConfig(buildEnv(), meta?.content) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    cached = { ok: false, error };
  }
  return cached;
}

/** For modules that only run after the app checked the configuration. */
export function config(): BrowserConfig {
  const result = loadConfig();
  if (!result.ok) throw result.error;
  return result.config;
}
