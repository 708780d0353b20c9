/**
 * Where stream-chat-react's ES modules are, and the aliases through which the app reaches the
 * few files its package exports do not offer (translations, the Markdown renderer's pieces).
 * Shared by vite.config.ts and vitest.config.ts so the app and its unit tests resolve alike.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const SDK_ES_DIR = fileURLToPath(
  new URL('../node_modules/stream-chat-react/dist/es', import.meta.url),
);

export const I18N_DIR = path.join(SDK_ES_DIR, 'i18n');

export const sdkAliases = {
  'stream-chat-react-i18n': I18N_DIR,
  'stream-chat-react-components': path.join(SDK_ES_DIR, 'components'),
};
