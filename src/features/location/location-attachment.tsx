/** The SDK's attachment renderer, with shared locations drawn by the local static map. */
import {
  Attachment,
  Geolocation,
  type AttachmentProps,
  type GeolocationProps,
} from 'stream-chat-react';
import { StaticMap } from './static-map.tsx';
import { useLatestLocation } from './use-latest-location.ts';

function LocalGeolocation(props: GeolocationProps) {
  const location = useLatestLocation(props.location);
  return <Geolocation {...props} location={location} GeolocationMap={StaticMap} />;
}

export function LocationAwareAttachment(props: AttachmentProps) {
  return <Attachment {...props} Geolocation={LocalGeolocation} />;
}
