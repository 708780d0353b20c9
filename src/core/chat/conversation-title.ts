/**
 * A conversation's name by the list's rule (stream-chat-react's): its own name, else for a
 * conversation of two the other person's, else the first two others'. For the list and the share
 * picker, from the chat client's channels or from what the device saved.
 */
interface Member {
  user_id?: string;
  user?: { name?: string } | null;
}

export function conversationTitle(
  name: unknown,
  members: Member[],
  me: string | undefined,
): string | undefined {
  if (typeof name === 'string' && name.trim()) return name;
  const others = members
    .filter((member) => member.user_id !== me)
    .map((member) => member.user?.name || member.user_id)
    .filter((shown): shown is string => Boolean(shown));
  return others.length > 0 ? others.slice(0, 2).join(', ') : undefined;
}
