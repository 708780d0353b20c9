/**
 * The entry, kept tiny: the stylesheet, the build-time sign-in page for a visitor who will see
 * it anyway (app/reveal-sign-in.ts), the preloading of a signed-in start's files for anyone else
 * (app/preload-start.ts), and the app (app/boot.tsx): after that page's first frame
 * is on screen (loading and starting React after the paint keeps its ~75 KB and its start-up work
 * off the first paint's path), at once for anyone else, who sees nothing until the app's first
 * render.
 */
import './app/app.css';
import { revealSignIn } from './app/reveal-sign-in.ts';
import { afterContentfulPaint } from './lib/page-moments/after-contentful-paint.ts';
import { preloadLikelyStart } from './app/preload-start.ts';

const shown = revealSignIn(window);
if (!shown) preloadLikelyStart(window);

const boot = () => {
  // Both download at once; importing React DOM (two thirds of the code) on its own lets the
  // browser evaluate it in a task apart from the rest, rather than in one long task (each task
  // after the first paint counts towards Total Blocking Time).
  void import('react-dom/client');
  void import('./app/boot.tsx');
};

// The sign-in page is on screen as soon as it is presented, which can come after the frame's
// callbacks have run: starting the downloads only then keeps them from competing with it. A
// hidden page paints no frame, so it would wait until shown.
if (shown && document.visibilityState !== 'hidden') afterContentfulPaint(boot);
else boot();
