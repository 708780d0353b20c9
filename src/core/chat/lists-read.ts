/**
 * Said each time a list read from the device has put its conversations into the chat client: no
 * client event says so, and the unread count offline counts them. A module of its own, so that
 * what listens loads none of the device reading.
 */
import { listeners } from '../../lib/listeners.ts';

export const listsRead = listeners();

export const onListFromDevice = (listener: () => void): (() => void) => listsRead.add(listener);
