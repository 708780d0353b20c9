/** Runs work once the page has loaded and painted, keeping it off the first paint's path. */
export function afterFirstPaint(work: () => void): void {
  const soon = () => requestAnimationFrame(() => setTimeout(work, 0));
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}
