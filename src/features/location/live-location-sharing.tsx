/**
 * Keeps this device's live locations moving: the SDK's LiveLocationManager sends the browser's
 * position to every live share started here, and only watches the position while one is live.
 * It starts once the chat socket is up: its first step asks the chat server for the shares, and
 * the SDK's own hook starts it at once and leaves that request's failure (offline, no token yet)
 * unhandled, with the shares then never followed in that visit.
 */
import { useEffect, useMemo } from 'react';
import { isChrome, isFirefox, isSafari, useChatContext } from 'stream-chat-react';
import { LiveLocationManager, type StreamChat, type WatchLocation } from 'stream-chat';

const watchLocation: WatchLocation = (handler) => {
  const id = navigator.geolocation.watchPosition(
    ({ coords }) => handler({ latitude: coords.latitude, longitude: coords.longitude }),
    // A lost fix just pauses updates; the share itself ends at its end_at or when stopped.
    () => undefined,
    { enableHighAccuracy: true },
  );
  return () => navigator.geolocation.clearWatch(id);
};

/** The device id the SDK's own hook gives, so shares started before keep their device. */
function deviceId(client: StreamChat): string {
  const kind = /Mobi/i.test(navigator.userAgent) ? 'mobile' : 'desktop';
  const browser = isChrome() ? 'chrome' : isFirefox() ? 'firefox' : isSafari() ? 'safari' : 'other';
  return `web-${kind}-${browser}-${client.userID}`;
}

export function LiveLocationSharing() {
  const { client } = useChatContext();
  const manager = useMemo(
    () => new LiveLocationManager({ client, getDeviceId: () => deviceId(client), watchLocation }),
    [client],
  );
  useEffect(() => {
    let state: 'idle' | 'starting' | 'started' = 'idle';
    const start = () => {
      if (state !== 'idle' || !client.wsConnection?.isHealthy) return;
      state = 'starting';
      manager.init().then(
        () => (state = 'started'),
        () => (state = 'idle'),
      );
    };
    start();
    const { unsubscribe } = client.on('connection.changed', ({ online }) => {
      if (online) start();
    });
    return () => {
      unsubscribe();
      manager.unregisterSubscriptions();
    };
  }, [client, manager]);
  return null;
}
