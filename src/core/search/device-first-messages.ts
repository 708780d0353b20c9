/**
 * The message search, device first: the device's index answers at once (thread replies
 * included), then the chat server's first page is merged in without duplicates; later pages are
 * the server's, less what already shows. Offline, or with no answer from the server, the
 * device's results are all there is.
 */
import { MessageSearchSource, type MessageResponse, type StreamChat } from 'stream-chat';
import type { SearchQueryOptions } from 'stream-chat';
import { deviceSearchIndex } from './device-search.ts';
import { hiddenMessages } from './hidden-messages.ts';
import { mergeResults } from './merge-results.ts';
import { askServer, searchOrigin, type WithOrigin } from './search-origin.ts';

/** The most device results one search shows: beyond that a person types a word more. */
const DEVICE_RESULTS = 100;

const byId = (message: MessageResponse): string => message.id;

/** A result as the SDK's result items read it: the channel named by type and id. */
function withChannel(message: MessageResponse): MessageResponse {
  if (message.channel) return message;
  const cid = message.cid ?? '';
  const [type = '', id = ''] = cid.split(':');
  return { ...message, channel: { cid, id, type } } as MessageResponse;
}

export class DeviceFirstMessageSearch extends MessageSearchSource implements WithOrigin {
  readonly origin = searchOrigin();
  private shown = new Set<string>();

  constructor(
    private readonly chat: StreamChat,
    pageSize = 20,
  ) {
    super(chat, { pageSize });
  }

  protected override async query(searchQuery: string, options: SearchQueryOptions = {}) {
    const hidden = hiddenMessages(this.chat);
    const serverPage = () => super.query(searchQuery, options);
    if (this.next !== undefined) {
      const later = await serverPage();
      const items = later.items.filter((m) => !this.shown.has(m.id) && !hidden(m));
      items.forEach((m) => this.shown.add(m.id));
      return { items, next: later.next };
    }
    const index = await deviceSearchIndex(this.chat).catch(() => undefined);
    const device = (index?.search(searchQuery, (entry) => hidden(entry.message)) ?? [])
      .slice(0, DEVICE_RESULTS)
      .map((entry) => withChannel(entry.message));
    this.shown = new Set(device.map(byId));
    if (options.signal?.aborted) return { items: device, next: undefined };
    this.state.partialNext({ items: device });
    const server = await askServer(serverPage, options.signal, this.origin);
    if (!server) return { items: device, next: undefined };
    const items = mergeResults(device, server.items, byId, hidden).map(withChannel);
    items.forEach((m) => this.shown.add(m.id));
    return { items, next: server.next };
  }
}
