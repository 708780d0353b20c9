/**
 * The share picker's code (lib/module-slot.ts): loaded at boot on a share's page, beside the
 * picker's reads, and rendered by the signed-in shell.
 */
import { moduleSlot } from '../lib/module-slot.ts';

export const sharePicker = moduleSlot(() => import('../features/share/share-picker.tsx'));
