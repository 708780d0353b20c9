/**
 * The conversation list as last saved on the device, read straight from its database: for a
 * page that only names the conversations (the share picker), with none of the chat client's
 * work of turning them into the SDK's channels.
 */
import { LIST_SORT, listFilters } from './list-query.ts';
import { queryKey, withDeviceCopyDb, type StoredChannel } from '../schema.ts';

export function readSavedList(userId: string): Promise<StoredChannel[]> {
  return withDeviceCopyDb(userId, async (db) => {
    const tx = db.transaction(['queries', 'channels']);
    const query = await tx
      .objectStore('queries')
      .get(queryKey(listFilters(userId, false), LIST_SORT));
    const channels = tx.objectStore('channels');
    const found = await Promise.all((query?.cids ?? []).map((cid) => channels.get(cid)));
    return found.filter((stored): stored is StoredChannel => stored !== undefined);
  });
}
