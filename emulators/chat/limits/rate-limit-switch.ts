/**
 * `PUT /_local/rate_limits`, this server's own and not Stream's (hosted limits are changed by
 * Stream's support, never through the API): a test narrows some endpoints' limits for a while,
 * with the app's secret, to meet a 429 without a thousand calls or a minute's wait, then widens
 * them again with `{"endpoints": {}}`. The body `{"endpoints": {"SendMessage": {"user": 2,
 * "app": 100, "window_seconds": 5}}}` names operations as routes.ts does; each replaces every
 * earlier narrowing, and a field left out keeps the server's limit (the defaults where it runs
 * without). Every window starts afresh.
 */
import type { ChatRateLimits } from '../../stack-types.ts';
import type { RequestContext } from '../http/context.ts';
import { inputError, notAllowed } from '../http/errors.ts';
import { intField, objectField } from '../http/json-fields.ts';
import { isObject, type Json } from '../http/json.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

export function setLocalRateLimits(ctx: RequestContext): Json {
  if (ctx.caller.kind !== 'server')
    throw notAllowed('rate limits may be changed only by a server-side call');
  const endpoints = objectField(ctx.body, 'endpoints', true) as Json;
  const base = ctx.app.rateLimits.limits ?? DEFAULT_RATE_LIMITS;
  const narrowed = new Map<string, ChatRateLimits>();
  for (const [op, limits] of Object.entries(endpoints)) {
    if (!isObject(limits)) throw inputError(`endpoints.${op} must be an object`);
    narrowed.set(op, {
      user: intField(limits, 'user', 1) ?? base.user,
      app: intField(limits, 'app', 1) ?? base.app,
      windowSeconds: intField(limits, 'window_seconds', 1) ?? base.windowSeconds,
    });
  }
  ctx.app.rateLimits.narrow(narrowed);
  const answered = [...narrowed].map(([op, { user, app, windowSeconds }]) => [
    op,
    { user, app, window_seconds: windowSeconds },
  ]);
  return { endpoints: Object.fromEntries(answered) as Json };
}
