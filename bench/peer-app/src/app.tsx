/**
 * Stream's React tutorial app as its getting-started page writes it (stream-chat-react v14:
 * Chat, ChannelList with filters/sort/options, Channel, Window, ChannelHeader, MessageList,
 * MessageComposer, Thread; the client from useCreateChatClient), pointed at the embedded chat
 * server through the client's `baseURL` option.
 */
import { useMemo } from 'react';
import type { ChannelFilters, ChannelOptions, ChannelSort } from 'stream-chat';
import {
  Channel,
  ChannelHeader,
  ChannelList,
  Chat,
  MessageComposer,
  MessageList,
  Thread,
  useCreateChatClient,
  Window,
} from 'stream-chat-react';
import 'stream-chat-react/dist/css/index.css';
import './layout.css';
import type { Credentials } from './credentials.ts';

const sort: ChannelSort = { last_message_at: -1 };
const options: ChannelOptions = { presence: true, state: true };

export function App({ chatUrl, apiKey, userId, token }: Credentials) {
  const client = useCreateChatClient({
    apiKey,
    tokenOrProvider: token,
    userData: { id: userId },
    options: { baseURL: chatUrl },
  });
  // The tutorial's filters are a constant of its one user; here the user comes from the bench.
  const filters = useMemo<ChannelFilters>(
    () => ({ members: { $in: [userId] }, type: 'messaging' }),
    [userId],
  );
  if (!client) return <div>Setting up client &amp; connection...</div>;
  return (
    <Chat client={client}>
      <ChannelList filters={filters} sort={sort} options={options} />
      <Channel>
        <Window>
          <ChannelHeader />
          <MessageList />
          <MessageComposer />
        </Window>
        <Thread />
      </Channel>
    </Chat>
  );
}
