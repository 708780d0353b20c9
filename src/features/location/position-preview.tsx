/**
 * What the share-location dialog shows (the SDK draws nothing there by default): the position
 * on the local static map, a wait message, or why the position is unavailable. A refused or
 * failed position raises the provider's "Failed to share the location" toast once per failure.
 */
import { useEffect } from 'react';
import { useChatContext, type ShareGeolocationMapProps } from 'stream-chat-react';
import { LOCATION_SHARE_FAILED } from '../../lib/i18n/notice-words.ts';
import { StaticMap } from './static-map.tsx';
import { t } from '../../lib/i18n/translate.ts';

export function PositionPreview({
  latitude,
  longitude,
  loadingLocation,
  geolocationPositionError,
  restartLocationWatching,
}: ShareGeolocationMapProps) {
  const { client } = useChatContext();

  useEffect(() => {
    if (!geolocationPositionError) return;
    client.notifications.addError({
      message: LOCATION_SHARE_FAILED,
      origin: { emitter: 'ShareLocationDialog' },
      options: {
        // Not the SDK's 'browser:location:get:failed', whose translator says other words: this
        // type is Parley's (notices/notice-translations.ts).
        type: 'browser:location:position:failed',
        metadata: { reason: geolocationPositionError.message },
        tags: ['target:modal'],
      },
    });
  }, [client, geolocationPositionError]);

  if (geolocationPositionError) {
    const refused = geolocationPositionError.code === geolocationPositionError.PERMISSION_DENIED;
    return (
      <div className="position-preview" role="alert">
        <p>
          {refused
            ? t(
                'Parley may not read your position. Allow location access for this site and try again.',
              )
            : t('Your position could not be found.')}
        </p>
        <button type="button" className="button ghost small" onClick={restartLocationWatching}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (loadingLocation || latitude === undefined || longitude === undefined) {
    return (
      <p className="position-preview" role="status">
        {t('Finding your position…')}
      </p>
    );
  }
  return <StaticMap latitude={latitude} longitude={longitude} />;
}
