/**
 * The device's results and the server's as one list: the device's first, in their order (they
 * show at once, so they stay where they are), each in the server's newer version when it has
 * one; then what only the server found, in its order. Nothing twice, and nothing `hidden` says
 * never to show (the server knows nothing of what this device hides).
 */
export function mergeResults<T>(
  device: readonly T[],
  server: readonly T[],
  key: (item: T) => string,
  hidden: (item: T) => boolean = () => false,
): T[] {
  const fromServer = new Map<string, T>();
  for (const item of server) if (!fromServer.has(key(item))) fromServer.set(key(item), item);
  const merged: T[] = [];
  const seen = new Set<string>();
  const take = (item: T): void => {
    const id = key(item);
    if (seen.has(id) || hidden(item)) return;
    seen.add(id);
    merged.push(item);
  };
  for (const item of device) take(fromServer.get(key(item)) ?? item);
  for (const item of server) take(item);
  return merged;
}
