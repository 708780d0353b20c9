import { navigate } from '../../../lib/router.ts';
import { channelPath } from '../../../lib/routes.ts';

/** Opens a conversation from the list: the address leads (route-sync.tsx opens it). */
export function openConversation(cid: string): void {
  const [type = '', id = ''] = cid.split(':');
  navigate(channelPath(type, id));
}
