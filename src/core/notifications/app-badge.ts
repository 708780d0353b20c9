/**
 * The number on the app's icon (Badging API), set by the pages and by the service worker alike;
 * 0 clears it. Absent in Firefox and many others; a refusal (no permission on iOS) changes
 * nothing else.
 */
export function setAppBadgeTo(count: number): Promise<void> {
  if (!('setAppBadge' in navigator)) return Promise.resolve();
  return (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(
    () => undefined,
  );
}
