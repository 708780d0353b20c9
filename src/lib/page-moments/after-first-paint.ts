/** Runs work once the next frame has painted; the returned function cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs work once the page has loaded and painted, keeping it off the first paint's path. */
export function afterFirstPaint(work: () => void): void {
  const soon = () => void afterNextPaint(work);
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}

/**
 * Runs work in the page's next idle period (an idle period lasts up to 50 ms: work that fills one
 * makes a long task), or within five seconds when none comes; where the browser has no idle
 * callbacks (Safari), after a short wait.
 */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 200);
}
