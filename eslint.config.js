import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { srcLayers } from './scripts/lint/src-layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.local', '.lighthouseci', 'test-results', '.vercel'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, parley: { rules: { 'src-layers': srcLayers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'parley/src-layers': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/emulators/**'], message: 'src/ never imports emulators/.' }] },
      ],
    },
  },
);
