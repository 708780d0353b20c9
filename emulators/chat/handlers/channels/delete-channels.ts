/**
 * `POST /channels/delete {cids, hard_delete}` (DeleteChannels; stream-chat's `deleteChannels`):
 * each channel deleted as `DELETE /channels/{type}/{id}` deletes it, with the same rights and
 * events, and its outcome in `result` by cid (`status` "success", or "error" with the reason)
 * rather than one failure for all. Hosted deletes in the background; a server-side call gets
 * the `task_id` stream-chat's doc comment promises it, and `GET /tasks/{id}` (the SDK's
 * `getTask`) answers that task as completed, since here the work is done before the answer.
 * Tasks live in memory only: a restarted server no longer knows them.
 */
import type { ChatApp } from '../../app.ts';
import { timestamp } from '../../time/clock.ts';
import type { RequestContext } from '../../http/context.ts';
import { inputError, notFound, StreamError } from '../../http/errors.ts';
import type { Json } from '../../http/json.ts';
import { deleteChannel } from './delete-channel.ts';

/** The spec's DeleteChannelsRequest takes 1 to 100 cids. */
const MAX_CIDS = 100;

const tasksByApp = new WeakMap<ChatApp, Map<string, Json>>();

function tasksOf(app: ChatApp): Map<string, Json> {
  let tasks = tasksByApp.get(app);
  if (!tasks) tasksByApp.set(app, (tasks = new Map()));
  return tasks;
}

function cidsOf(body: Json): string[] {
  const cids = body.cids;
  if (!Array.isArray(cids) || cids.length === 0) throw inputError('cids is a required field');
  if (cids.length > MAX_CIDS) throw inputError(`cids accepts at most ${MAX_CIDS} channels`);
  if (!cids.every((cid): cid is string => typeof cid === 'string' && cid.includes(':')))
    throw inputError('cids must be channel cids of the form type:id');
  return [...new Set(cids)];
}

function deleteOne(ctx: RequestContext, cid: string): Json {
  const at = cid.indexOf(':');
  try {
    deleteChannel({ ...ctx, params: { type: cid.slice(0, at), id: cid.slice(at + 1) } });
    return { status: 'success' };
  } catch (error) {
    if (!(error instanceof StreamError)) throw error;
    return { status: 'error', error: error.message };
  }
}

export function deleteChannels(ctx: RequestContext): Json {
  const result: Json = {};
  for (const cid of cidsOf(ctx.body)) result[cid] = deleteOne(ctx, cid);
  if (ctx.caller.kind !== 'server') return { result };
  const taskId = crypto.randomUUID();
  const now = timestamp();
  tasksOf(ctx.app).set(taskId, {
    task_id: taskId,
    status: 'completed',
    result,
    created_at: now,
    updated_at: now,
  });
  return { task_id: taskId, result };
}

/** `GET /tasks/{id}`: server-side, as the SDK's `getTask`. */
export function getTask(ctx: RequestContext): Json {
  if (ctx.caller.kind !== 'server') throw inputError('tasks can only be read server-side');
  const id = ctx.params.id ?? '';
  const task = tasksOf(ctx.app).get(id);
  if (!task) throw notFound(`task ${id} not found`);
  return task;
}
