import { moduleSlot } from '../../lib/module-slot.ts';

/**
 * The signed-in shell's code as a module slot (lib/module-slot.ts): the first render waits for it
 * (first-screen.ts) and the screen renders it at once, without a fallback's commit in between.
 */
export const signedInApp = moduleSlot(() => import('./signed-in-app.tsx'));
