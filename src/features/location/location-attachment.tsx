/** The SDK's attachment renderer, with shared locations drawn by the local static map. */
import {
  Attachment,
  Geolocation,
  type AttachmentProps,
  type GeolocationProps,
} from 'stream-chat-react';
import { StaticMap } from './static-map.tsx';

function LocalGeolocation(props: GeolocationProps) {
  return <Geolocation {...props} GeolocationMap={StaticMap} />;
}

export function LocationAwareAttachment(props: AttachmentProps) {
  return <Attachment {...props} Geolocation={LocalGeolocation} />;
}
