/**
 * `POST /messages/{id}/translate {language}` (TranslateMessage; stream-chat's
 * `translateMessage`). Translation needs a translation service this offline server does not
 * have, and hosted leaves it off until Stream's support turns it on for an app (Stream's message
 * translation announcement), so the request is checked as hosted checks it (the message exists
 * and is readable, `language` is one of the spec's codes) and then refused as a feature that is
 * off, 403 with code 17 as hosted refuses polls where they are off (a probe of a hosted app).
 * Parley offers no translation, so no screen reaches this.
 */
import type { RequestContext } from '../../http/context.ts';
import { inputError, notAllowed } from '../../http/errors.ts';
import { stringField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { messageFor } from './get-messages.ts';

/** The target languages of the spec's TranslateMessageRequest. */
const LANGUAGES = new Set(
  (
    'af sq am ar az bn bs bg zh zh-TW hr cs da fa-AF nl en et fi fr fr-CA ka de el ha he hi hu id ' +
    'it ja ko lv ms no fa ps pl pt ro ru sr sk sl so es es-MX sw sv tl ta th tr uk ur vi lt ht'
  ).split(' '),
);

export function translateMessage(ctx: RequestContext): Json {
  messageFor(ctx);
  const language = stringField(ctx.body, 'language', true) as string;
  if (!LANGUAGES.has(language)) throw inputError(`language ${language} is not supported`);
  throw notAllowed('message translation is not enabled for this app');
}
