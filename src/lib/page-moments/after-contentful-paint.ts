/** Longest wait for the paint entry: a browser may not report it (or report it late). */
const GIVE_UP_MS = 1_000;

/**
 * Runs work once the browser reports the page's first contentful paint as presented, or after
 * GIVE_UP_MS if it never does. Only for a page that has something contentful to paint. Either
 * way the work runs in a task of its own (observer callbacks and timers are queued as tasks).
 */
export function afterContentfulPaint(work: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    work();
  };
  const timer = setTimeout(run, GIVE_UP_MS);
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the fallback timer starts the work.
  }
}
