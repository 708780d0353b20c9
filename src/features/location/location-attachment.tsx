/**
 * The SDK's attachment renderer, with shared locations drawn by the local static map. A live
 * location's moves redraw it through the message list: the chat service moves the message's
 * `updated_at` with each one, as the SDK's message memo expects.
 */
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
