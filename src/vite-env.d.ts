/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_STREAM_API_KEY?: string;
  readonly VITE_STREAM_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** stream-chat-react's translation files, aliased in vite.config.ts and loaded on demand. */
declare module 'stream-chat-react-i18n/*.mjs' {
  const translation: Record<string, string>;
  export default translation;
}
