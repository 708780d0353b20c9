/** The chat's search (conversations, people, messages), each answered from the device first. */
import { SearchController, type StreamChat } from 'stream-chat';
import { DeviceFirstChannelSearch } from './device-first-channels.ts';
import { DeviceFirstUserSearch } from './device-first-users.ts';
import { DeviceFirstMessageSearch } from './device-first-messages.ts';

export function deviceFirstSearch(client: StreamChat): SearchController {
  return new SearchController({
    sources: [
      new DeviceFirstChannelSearch(client),
      new DeviceFirstUserSearch(client),
      new DeviceFirstMessageSearch(client),
    ],
  });
}
