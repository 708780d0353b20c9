/**
 * Where the manifest's share target posts (the service worker takes it), where a kept share is
 * then shown, and what Parley takes: pictures the chat server shows inline, up to 10 of them (the
 * composer's own limit per message), 10 MB each, so a share never fills the device.
 */
export const SHARE_ACTION = '/share';
export const sharePath = (id: string): string => `${SHARE_ACTION}/${encodeURIComponent(id)}`;

export const SHARE_PICTURE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];
export const SHARE_PICTURE_LIMIT = 10 * 1024 * 1024;
export const SHARE_PICTURES_MAX = 10;
/** Unused shares are dropped after a day. */
export const SHARE_KEPT_MS = 24 * 60 * 60 * 1000;
