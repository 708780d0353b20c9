import { moduleSlot } from '../../../lib/module-slot.ts';

/**
 * The open conversation's code, a chunk of its own. Not lazy(): an opened conversation paints in
 * the pass that selects it (lib/module-slot.ts), and the app waits for it before the chat page
 * takes the place of a conversation shown from the device.
 */
export const channelView = moduleSlot(() => import('./channel-view.tsx'));
