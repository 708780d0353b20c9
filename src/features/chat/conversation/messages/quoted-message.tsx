/**
 * A quoted message inside a message, as stream-chat-react draws it, named by what it shows: the
 * SDK names the quote, a button that jumps to the message it quotes, "Jump to quoted message"
 * while it shows "Reply to Ana" and the quoted words, so speech input users cannot say what they
 * see (WCAG 2.5.3, axe's label-content-name-mismatch). With no name of its own the button is named
 * by its content, which a screen reader announces as a button.
 */
import { QuotedMessage, type QuotedMessageProps } from 'stream-chat-react';
import { SdkWords, type Rewording } from '../../sdk-words.tsx';

// An empty aria-label gives no name: the content names the button.
const REWORD: Rewording = { 'aria/Jump to quoted message': () => '' };

export function NamedQuotedMessage(props: QuotedMessageProps) {
  return (
    <SdkWords reword={REWORD}>
      <QuotedMessage {...props} />
    </SdkWords>
  );
}
