/** What the picture code reads of stream-chat-react's conversation list in the page. */
export const LIST_ITEM = '.str-chat__channel-list-item';
export const ITEM_TITLE = '.str-chat__channel-list-item-data__title';

/** The list has painted what it has (items, its empty state or an error), not its spinner. */
export function listPainted(root: HTMLElement): boolean {
  const list = root.querySelector('.str-chat__channel-list');
  return !!list && !list.querySelector('.str-chat__loading-channels');
}
