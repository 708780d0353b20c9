/** How a new conversation starts: `person`, find someone to write to; `group`, name a group, then invite people to it. */
export type StartMode = 'person' | 'group';
