import { moduleSlot } from '../../lib/module-slot.ts';

/**
 * The list at start's code as a module slot (lib/module-slot.ts): the first render waits for it
 * on the conversation list (first-screen.ts), and the chat area renders it at once.
 */
export const startScreen = moduleSlot(() => import('./start-screen.tsx'));
