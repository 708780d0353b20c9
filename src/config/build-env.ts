/// <reference types="vite/client" />
/** The values the build baked in (page and service worker); the app server's meta tag overrides them. */
import type { parseConfig } from './env.ts';

export function buildEnv(): Parameters<typeof parseConfig>[0] {
  return {
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    VITE_STREAM_API_KEY: import.meta.env.VITE_STREAM_API_KEY,
    VITE_STREAM_BASE_URL: import.meta.env.VITE_STREAM_BASE_URL,
    VITE_VAPID_PUBLIC_KEY: import.meta.env.VITE_VAPID_PUBLIC_KEY,
  };
}
