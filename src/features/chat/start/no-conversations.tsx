/**
 * The list's empty state as an option of its listbox (the SDK's own puts a listitem inside a
 * plain div there, which screen readers and Lighthouse reject); while it shows, the first steps
 * (start/first-steps.tsx) offer a way in.
 */
import { useEmptyList } from './first-steps.tsx';

/** `label`: the SDK's words for it, in the reader's language. */
export function NoConversations({ label }: { label: string }) {
  useEmptyList();
  return (
    <div
      className="str-chat__channel-list-empty"
      role="option"
      aria-selected="false"
      aria-disabled="true"
    >
      <p>{label}</p>
    </div>
  );
}
