/**
 * Dot-folders and dot-files are never the app's: in dev mode the app server refuses them before
 * Vite sees the request, whatever Vite's own lists say. Segments are decoded first, as Vite reads
 * them (`/%2Elocal/` is `/.local/`). Two are the web's or Vite's own: `/.well-known/` at the top,
 * and the dependencies Vite pre-bundles into `node_modules/.vite/`.
 */
export function isHiddenPath(pathname: string): boolean {
  const segments = pathname.split('/').slice(1);
  return segments.some((raw, index) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return true;
    }
    if (!segment.startsWith('.')) return false;
    if (index === 0 && segment === '.well-known') return false;
    return !(segment === '.vite' && segments[index - 1] === 'node_modules');
  });
}
