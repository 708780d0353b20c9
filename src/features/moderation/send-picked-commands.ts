/**
 * Slash commands picked from the composer's suggestions, made to work end to end. A picked
 * command becomes a chip, apart from the text, and stream-chat leaves the step that writes it
 * back ("/mute @Ben") to the app: without it the message goes out as bare text and the chat
 * service never sees a command (drafts keep the command too). And the mention list, which
 * offers only muted users after "/unmute" typed out, does so for a picked /unmute as well.
 */
import {
  MentionsSearchSource,
  createCommandInjectionMiddleware,
  createDraftCommandInjectionMiddleware,
  createMentionsMiddleware,
  type MentionSuggestion,
  type MessageComposer,
  type TextComposerMiddleware,
} from 'stream-chat';

class CommandAwareMentions extends MentionsSearchSource {
  private readonly composer: MessageComposer;

  constructor(composer: MessageComposer) {
    super(composer.channel);
    this.composer = composer;
  }

  override filterQueryResults(items: MentionSuggestion[]) {
    if (this.composer.textComposer.command?.name !== 'unmute')
      return super.filterQueryResults(items);
    const muted = new Set(this.client.mutedUsers.map((mute) => mute.target.id));
    return items.filter((item) => item.mentionType === 'user' && muted.has(item.id));
  }
}

export function sendPickedCommands(composer: MessageComposer): void {
  composer.compositionMiddlewareExecutor.insert({
    middleware: [createCommandInjectionMiddleware(composer)],
    position: { after: 'stream-io/message-composer-middleware/text-composition' },
  });
  composer.draftCompositionMiddlewareExecutor.insert({
    middleware: [createDraftCommandInjectionMiddleware(composer)],
    position: { after: 'stream-io/message-composer-middleware/draft-text-composition' },
  });
  const mentions = createMentionsMiddleware(composer.channel, {
    searchSource: new CommandAwareMentions(composer),
  });
  // Cast as the SDK casts its own mentions middleware when it builds this chain.
  composer.textComposer.middlewareExecutor.replace([mentions as TextComposerMiddleware]);
}
