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
