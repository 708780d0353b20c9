/**
 * Focus on a row of the list at start goes, when that row leaves, to the same conversation's row
 * in the list that takes its place: in the same commit (the chat page showing these rows while
 * the SDK's list loads) or a moment later (the SDK's own rows, once loaded). Given up after a
 * while, or once focus is somewhere else.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The attribute both lists' rows carry. */
export const ROW_CID = 'data-cid';
const CARRIED_MS = 5000;

let carried: { cid: string; until: number } | null = null;

function focusCarried(): void {
  if (!carried || performance.now() > carried.until) {
    carried = null;
    return;
  }
  const focusIsFree = !document.activeElement || document.activeElement === document.body;
  if (!focusIsFree) {
    carried = null;
    return;
  }
  const row = document.querySelector<HTMLElement>(`[${ROW_CID}="${CSS.escape(carried.cid)}"]`);
  if (!row) return;
  carried = null;
  row.focus();
}

/** A row of the list at start that held focus is leaving. */
export function carryFocus(cid: string): void {
  carried = { cid, until: performance.now() + CARRIED_MS };
  queueMicrotask(focusCarried);
}

/** A row arriving takes the focus carried for its conversation. */
export function useCarriedFocus(cid: string, row: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (carried?.cid === cid && row.current) focusCarried();
  }, [cid, row]);
}
