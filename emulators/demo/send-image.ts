/**
 * Channel.sendImage for bytes in memory, through the client call it makes: the SDK sends a
 * Buffer to the image route as it does to the file route, though its types take one only for
 * sendFile.
 */
import type { Channel, SendFileAPIResponse } from 'stream-chat';

export function sendImageBytes(
  channel: Channel,
  bytes: Buffer,
  name: string,
  contentType: string,
): Promise<SendFileAPIResponse> {
  return channel.getClient().sendFile(`${channel._channelURL()}/image`, bytes, name, contentType);
}
