/**
 * The signed-in screens' code as a slot (lib/module-slot.ts): a start that loads it beside the
 * device's read (chat-start.ts) renders the screen in the app's first pass, not a splash first.
 */
import { moduleSlot } from '../lib/module-slot.ts';

export const signedInApp = moduleSlot(() => import('./shell/signed-in-app.tsx'));
