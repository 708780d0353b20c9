/**
 * `POST /messages/{id}/translate {language}` (TranslateMessage; stream-chat's
 * `translateMessage`), answered as Stream's Translation docs describe it: the message comes back
 * with its `i18n` (the original's `language` and a `<language>_text` per translation), is kept so
 * and goes to the channel's watchers as `message.updated`. This offline server has no translation
 * service: the translation is the message's own text, and the original's language is the
 * author's `language`, or English when they set none (hosted detects it from the text).
 */
import type { RequestContext } from '../../http/context.ts';
import { messageUpdated } from '../../events/fan-out.ts';
import { inputError } from '../../http/errors.ts';
import { stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { messageShape } from '../../shapes/message.ts';
import type { MessageRecord } from '../../store/records.ts';
import { messageFor } from './get-messages.ts';

/** The target languages of the spec's TranslateMessageRequest. */
const LANGUAGES = new Set(
  (
    'af sq am ar az bn bs bg zh zh-TW hr cs da fa-AF nl en et fi fr fr-CA ka de el ha he hi hu id ' +
    'it ja ko lv ms no fa ps pl pt ro ru sr sk sl so es es-MX sw sv tl ta th tr uk ur vi lt ht'
  ).split(' '),
);

export function translateMessage(ctx: RequestContext): Json {
  const { app } = ctx;
  const { message, channel } = messageFor(ctx);
  const language = stringField(ctx.body, 'language', true) as string;
  if (!LANGUAGES.has(language)) throw inputError(`language ${language} is not supported`);
  const authorLanguage = app.state.get('users', message.user_id)?.custom.language;
  const original = typeof authorLanguage === 'string' && authorLanguage ? authorLanguage : 'en';
  const translated: MessageRecord = {
    ...message,
    i18n: {
      ...message.i18n,
      language: original,
      [`${original}_text`]: message.text,
      [`${language}_text`]: message.text,
    },
  };
  app.state.put('messages', translated.id, translated);
  messageUpdated(app, channel, translated);
  return { message: messageShape(app, translated, ctx.actor.userId) };
}
