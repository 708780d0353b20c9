/**
 * The entry, kept tiny: the stylesheet, the build-time sign-in page for a visitor who will see
 * it anyway (app/reveal-sign-in.ts), and, once that first frame is on screen, the app
 * (app/boot.tsx). Loading and starting React after the paint keeps its ~75 KB and its start-up
 * work off the first paint's path.
 */
import './app/app.css';
import { revealSignIn } from './app/reveal-sign-in.ts';
import { shareOfPath } from './lib/routes.ts';
import { afterContentfulPaint } from './lib/after-contentful-paint.ts';
import { mayShowListPicture, showListPicture } from './app/list-picture/show-list-picture.ts';

const shown = revealSignIn(window);

const boot = () => {
  // Both download at once; importing React DOM (two thirds of the code) on its own lets the
  // browser evaluate it in a task apart from the rest, rather than in one long task (each task
  // after the first paint counts towards Total Blocking Time).
  void import('react-dom/client');
  void import('./app/boot.tsx');
};

// A hidden page paints no frame (requestAnimationFrame would wait until it is shown).
if (document.visibilityState === 'hidden') boot();
// The sign-in page is on screen as soon as it is presented, which can come after the frame's
// callbacks have run: starting the downloads only then keeps them from competing with it.
else if (shown) afterContentfulPaint(boot);
// A share from another app lands on a page with nothing to paint until its picker: waiting for
// a first frame would only delay that.
else if (shareOfPath(window.location.pathname)) boot();
else {
  // An installed app opens on the list: its picture (app/list-picture/), when the device has
  // one for this person, while the app loads behind it. The app starts once the picture is on
  // screen, or after the first frame: started sooner, its code competes with the frame's raster
  // for the CPU (measured: the picture came 40 to 80 ms later, and the app's list no sooner).
  if (mayShowListPicture(window) && showListPicture(window)) afterContentfulPaint(boot);
  else requestAnimationFrame(() => setTimeout(boot, 0));
}
