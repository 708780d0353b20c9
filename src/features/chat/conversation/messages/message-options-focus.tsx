/**
 * Focus back to a message's own buttons (its menu, reaction picker and thread buttons) once
 * what they opened has closed. The SDK shows those buttons only while their message has focus or
 * the pointer (its `:focus-within` and `:hover` rules); by the time its popover gives focus back
 * (react-aria's FocusScope), focus is in the popover, the button hidden, and focus fell to the
 * page, sending a keyboard user's next Tab back to its top.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import {
  MessageActions,
  ReactionSelector,
  useDialogIsOpen,
  useMessageContext,
  useNearestDialogManagerContext,
} from 'stream-chat-react';
import { focusLost } from '../../../../lib/focus-target.ts';

const HOLDER = 'message-options-focus';

/**
 * Focuses a control of a message, its hidden option buttons too: they show while the holder
 * says so (chat.css), and once one has focus the SDK's `:focus-within` keeps them shown.
 */
export function focusMessageControl(control: HTMLElement): void {
  const holder = control.closest<HTMLElement>(`.${HOLDER}`);
  if (holder) holder.dataset.returning = 'true';
  control.focus({ preventScroll: true });
  if (holder) delete holder.dataset.returning;
}

/** Whether one of the popovers the message's buttons open is open. */
function usePopoverOpen(): boolean {
  const { message, threadList } = useMessageContext('OptionsFocusReturn');
  const managerId = useNearestDialogManagerContext()?.dialogManager.id;
  const picker = ReactionSelector.getDialogId({ messageId: message.id, threadList });
  const menu = useDialogIsOpen(MessageActions.getDialogId({ messageId: message.id }), managerId);
  const reactions = useDialogIsOpen(picker, managerId);
  // The picker the menu opens as a submenu (MessageActions' dropdown reaction selector).
  const menuReactions = useDialogIsOpen(`${picker}-dropdown`, managerId);
  return menu || reactions || menuReactions;
}

/** Wraps the message's option buttons (MessageActions), and gives focus back to them. */
export function OptionsFocusReturn({ children }: { children: ReactNode }) {
  const opener = useRef<HTMLElement | null>(null);
  const open = usePopoverOpen();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    const button = opener.current;
    if (!wasOpen.current || !button?.isConnected) return;
    wasOpen.current = false;
    // An action that moved focus on purpose (the composer for an edit or a quote) keeps it.
    if (focusLost()) focusMessageControl(button);
  }, [open]);
  return (
    <div
      className={HOLDER}
      onFocus={(event) => {
        // React brings the popover's own focus here too (it is a portal of these buttons).
        const { target, currentTarget } = event;
        if (target instanceof HTMLButtonElement && currentTarget.contains(target)) {
          opener.current = target;
        }
      }}
    >
      {children}
    </div>
  );
}
