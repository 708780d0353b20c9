/**
 * Where a group's invite links show: the chat feature renders whatever the app puts here (the
 * invites feature's panel) in a group's details and after a new group is made, without knowing
 * that feature.
 */
import { createContext, type ReactNode } from 'react';

export interface GroupInviteProps {
  type: string;
  id: string;
}

/** Draws the panel for a group (a render function: what it draws is the app's choice). */
export const GroupInviteSlot = createContext<((group: GroupInviteProps) => ReactNode) | null>(null);
