/** The custom fields Parley puts on chat objects (stream-chat's documented augmentation). */
import 'stream-chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    name?: string;
    image?: string;
  }
}
