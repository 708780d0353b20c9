/**
 * A message's reactions as stream-chat-react draws them, with a name that says what shows: the
 * SDK names the button "Reaction list" while it shows the emoji and the total count, so speech
 * input users cannot say what they see (WCAG 2.5.3, axe's label-content-name-mismatch). The name
 * adds the count it shows ("Reaction list: 3"), the SDK's own sum of the reaction groups.
 */
import { useMemo } from 'react';
import { MessageReactions, useMessageContext, type MessageReactionsProps } from 'stream-chat-react';
import { SdkWords, type Rewording } from '../../sdk-words.tsx';

export function CountedMessageReactions(props: MessageReactionsProps) {
  const { message } = useMessageContext('CountedMessageReactions');
  const groups = props.reaction_groups ?? message.reaction_groups ?? {};
  const total = Object.values(groups).reduce((sum, group) => sum + group.count, 0);
  const reword = useMemo<Rewording>(
    () => ({ 'aria/Reaction list': (words) => `${words}: ${total}` }),
    [total],
  );
  return (
    <SdkWords reword={reword}>
      <MessageReactions {...props} />
    </SdkWords>
  );
}
