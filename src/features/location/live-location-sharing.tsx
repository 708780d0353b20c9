/**
 * Keeps this device's live locations moving: the SDK's LiveLocationManager sends the browser's
 * position to every live share started here, and only watches the position while one is live.
 */
import { useChatContext, useLiveLocationSharingManager } from 'stream-chat-react';
import type { WatchLocation } from 'stream-chat';

const watchLocation: WatchLocation = (handler) => {
  const id = navigator.geolocation.watchPosition(
    ({ coords }) => handler({ latitude: coords.latitude, longitude: coords.longitude }),
    // A lost fix just pauses updates; the share itself ends at its end_at or when stopped.
    () => undefined,
    { enableHighAccuracy: true },
  );
  return () => navigator.geolocation.clearWatch(id);
};

export function LiveLocationSharing() {
  const { client } = useChatContext();
  useLiveLocationSharingManager({ client, watchLocation });
  return null;
}
