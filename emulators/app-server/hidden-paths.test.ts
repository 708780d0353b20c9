import { describe, expect, it } from 'vitest';
import { isHiddenPath } from './hidden-paths.ts';

describe('isHiddenPath', () => {
  it.each([
    '/.local/stack.json',
    '/%2Elocal/stack.json',
    '/@fs/repo/.local/stack.json',
    '/src/.env',
    '/.git/config',
    '/%E0%A4%A/x',
  ])('refuses %s', (pathname) => {
    expect(isHiddenPath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/src/main.tsx',
    '/.well-known/assetlinks.json',
    '/node_modules/.vite/deps/react.js',
    '/@fs/repo/node_modules/.vite/deps/chunk.js',
    '/@vite/client',
  ])('serves %s', (pathname) => {
    expect(isHiddenPath(pathname)).toBe(false);
  });
});
