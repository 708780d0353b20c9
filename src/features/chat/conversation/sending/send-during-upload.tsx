/**
 * The composer's send button and Enter key while an attachment is still uploading. The SDK
 * greys the button and ignores Enter then, so its own refusal ("Wait until all attachments
 * have uploaded", raised when a composition with uploads in flight is sent) could never be
 * seen: here both stay live and send, and the composer's check answers with that notice.
 */
import { useCallback, type KeyboardEvent } from 'react';
import type { MessageComposer, MessageComposerState, TextComposerState } from 'stream-chat';
import {
  SendButton,
  TextareaComposer,
  useComponentContextIcons,
  useMessageComposerContext,
  useMessageComposerController,
  useMessageComposerHasSendableData,
  useStateStore,
  type SendButtonProps,
  type TextareaComposerProps,
} from 'stream-chat-react';

/** Not sendable only because uploads are still in flight (the SDK would refuse with a notice). */
function waitingOnUploads(composer: MessageComposer): boolean {
  return !composer.hasSendableData && composer.attachmentManager.uploadsInProgressCount > 0;
}

const editedMessageOf = (state: MessageComposerState) => ({ edited: !!state.editedMessage });
const commandOf = (state: TextComposerState) => ({ command: !!state.command });

export function UploadAwareSendButton({ sendMessage, ...rest }: SendButtonProps) {
  const composer = useMessageComposerController();
  // Subscribes to every composer change, uploads finishing included.
  const hasSendableData = useMessageComposerHasSendableData();
  const { IconCheckmark, IconSend } = useComponentContextIcons();
  const { edited } = useStateStore(composer.state, editedMessageOf);
  const { command } = useStateStore(composer.textComposer.state, commandOf);
  return (
    <SendButton
      sendMessage={sendMessage}
      disabled={!hasSendableData && !waitingOnUploads(composer)}
      {...rest}
    >
      {edited || command ? <IconCheckmark /> : <IconSend />}
    </SendButton>
  );
}

// The SDK's own rule (TextareaComposer's default): Enter without Shift, outside an IME.
const enterSends = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;

export function UploadAwareTextareaComposer(props: TextareaComposerProps) {
  const composer = useMessageComposerController();
  const { handleSubmit, shouldSubmit: contextRule } = useMessageComposerContext();
  const rule = props.shouldSubmit ?? contextRule ?? enterSends;
  const shouldSubmit = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const submit = rule(event);
      // The SDK goes on to send only sendable compositions; this one it would drop silently.
      if (submit && waitingOnUploads(composer)) {
        event.preventDefault();
        void handleSubmit();
      }
      return submit;
    },
    [composer, handleSubmit, rule],
  );
  return <TextareaComposer {...props} shouldSubmit={shouldSubmit} />;
}
