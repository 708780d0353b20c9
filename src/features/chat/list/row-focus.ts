/**
 * Focus on a row of the list at start goes, when the chat page takes the start's place, to the
 * same conversation's row in the chat page's list: in the same commit, or a moment later (once
 * that list has its conversations). Given up after a while, or once focus is somewhere else.
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

/** A row that held focus is leaving. */
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
