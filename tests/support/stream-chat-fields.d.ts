/**
 * The custom fields the tests and benches put on chat objects, declared the way stream-chat
 * documents for them (its Custom*Data interfaces), so the SDK's types carry them: the names and
 * images the app gives conversations, the fields conformance tests set to see them kept, and a
 * custom event type.
 */
import 'stream-chat';

declare module 'stream-chat' {
  interface CustomChannelData {
    name?: string;
    image?: string;
    color?: string;
    topic?: string;
  }

  interface CustomMessageData {
    custom_flag?: string;
    color?: string;
  }

  interface CustomUserData {
    favourite?: string;
  }

  interface CustomMemberData {
    nickname?: string;
    seat?: number;
  }

  interface CustomEventTypes {
    friendship_request: boolean;
  }
}
