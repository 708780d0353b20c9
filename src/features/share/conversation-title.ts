/**
 * A conversation's name as the list shows it (stream-chat-react's rule): its own name, else for a
 * conversation of two the other person's, else the first two others'. Written here so the picker
 * needs none of the chat UI's code.
 */
import type { Channel } from 'stream-chat';

export function conversationTitle(channel: Channel, me: string | undefined): string | undefined {
  const name = channel.data?.name;
  if (typeof name === 'string' && name.trim()) return name;
  const others = Object.values(channel.state.members)
    .filter((member) => member.user_id !== me)
    .map((member) => member.user?.name || member.user_id)
    .filter((shown): shown is string => Boolean(shown));
  return others.length > 0 ? others.slice(0, 2).join(', ') : undefined;
}
