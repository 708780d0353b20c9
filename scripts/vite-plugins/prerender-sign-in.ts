/**
 * Puts the sign-in page into index.html at build time, so a signed-out visitor of /sign-in sees
 * it in the first paint instead of after the app's JavaScript has loaded and run (the goal: LCP
 * ≤ 1.2 s on a mobile profile). The HTML comes from the app's own screen through
 * react-dom/server (src/app/sign-in-markup.tsx) and waits in a <template> that src/main.tsx
 * shows only when the app would show the sign-in page too (src/app/reveal-sign-in.ts); the
 * app then hydrates it (src/app/boot.tsx).
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const MARKUP_MODULE = 'src/app/sign-in-markup.tsx';

export function prerenderSignIn(): Plugin {
  let root = process.cwd();
  let markup = '';
  return {
    name: 'parley:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const { module } = await runnerImport<{ signInMarkup(): string }>(
        path.join(root, MARKUP_MODULE),
        { root, configFile: false, logLevel: 'error' },
      );
      markup = module.signInMarkup();
    },
    transformIndexHtml() {
      return [
        { tag: 'template', attrs: { id: 'sign-in-first' }, children: markup, injectTo: 'body' },
      ];
    },
  };
}
