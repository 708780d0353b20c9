/**
 * `POST /messages/{id}/action {form_data}` (RunMessageAction; stream-chat's `channel.sendAction`,
 * which stream-chat-react calls for a giphy preview's send, shuffle and cancel buttons and other
 * attachment actions). Only the ephemeral previews of commands that answer with actions carry
 * any: giphy is off on this server and on hosted apps after `npm run stream:configure`, and
 * custom-command hooks are left out, so no message here has an action to run. The request is
 * still checked as hosted checks it (the message must exist and be readable, `form_data` is
 * required), then refused with the spec's one error status for RunMessageAction, 400, and the
 * API errors table's code for wrong data sent, 4 (hosted's answer for a message without actions
 * is not documented; the words are ours).
 */
import type { RequestContext } from '../../http/context.ts';
import { inputError } from '../../http/errors.ts';
import { objectField } from '../../http/json-fields.ts';
import type { Json } from '../../http/json.ts';
import { messageFor } from './get-messages.ts';

export function runMessageAction(ctx: RequestContext): Json {
  const { message } = messageFor(ctx);
  const form = objectField(ctx.body, 'form_data', true) ?? {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') throw inputError(`form_data.${name} must be a string`);
  }
  throw inputError(`message ${message.id} has no actions: only command previews carry them`);
}
