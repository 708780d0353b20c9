import type { StartMode } from './start-mode.ts';

/**
 * What someone asked of the list before the chat's own screen was there, for that screen to do
 * once it is: search (with what was typed so far), show the archive, or start a conversation
 * (`opener`: the `data-focus-key` of the button that asked, for focus to come back to its
 * stand-in on the chat page).
 */
export type ChatIntent =
  | { kind: 'search'; text: string }
  | { kind: 'archived' }
  | { kind: 'start'; mode: StartMode; opener: string };
