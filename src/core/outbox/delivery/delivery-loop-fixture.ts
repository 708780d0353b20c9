/**
 * The delivery loop's test world: the chat server as the loop reaches it (answering as Stream
 * does, with faults planned per request), an in-memory task store, and tasks built the way the SDK
 * queues them. Test-only.
 */
import type { Event, MessageResponse, PendingTask, StreamChat } from 'stream-chat';
import type { Settled, TaskStore } from './delivery-loop.ts';
import type { Refusal } from '../task-verdict.ts';

export const A = 'messaging:a';
export const B = 'messaging:b';

/** What stream-chat throws for an error answer (errorFromResponse in its client.ts). */
export function streamError(status: number, code?: number, message = '') {
  const data = code === undefined ? {} : { code, message, StatusCode: status };
  const text =
    code === undefined
      ? `StreamChat error HTTP code: ${status}`
      : `StreamChat error code ${code}: ${message}`;
  return Object.assign(new Error(text), { code: code ?? null, status, response: { status, data } });
}

/** Stream names the failing operation before its reason. */
export const failed = (operation: string, status: number, code: number, reason: string) =>
  streamError(status, code, `${operation} failed with error: "${reason}"`);

/** What axios throws when no answer comes (stream-chat passes it on as it is). */
export const noAnswer = () =>
  Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', isAxiosError: true });

/** The server acted, and its answer never arrived. */
export const ANSWER_LOST = 'answer lost';
export type Fault = Error | typeof ANSWER_LOST;

export interface ServerMessage {
  id: string;
  cid: string;
  text?: string;
  parent_id?: string;
  type: string;
  deleted_at?: string;
}

export const label = (task: PendingTask) => `${task.type} ${task.messageId}`;

/**
 * The chat server as far as the loop reaches it: it answers each request the way Stream does,
 * unless a fault is planned for it (`when`) or it is down.
 */
export class FakeChat {
  readonly messages = new Map<string, ServerMessage>();
  readonly reactions = new Map<string, Set<string>>();
  /** Every request that reached the server, as `operation id`. */
  readonly calls: string[] = [];
  /** The requests the server acted on. */
  readonly applied: string[] = [];
  readonly events: Event[] = [];
  down: (() => Error) | undefined;
  private readonly conversations: Set<string>;
  private readonly slowUntil = new Map<string, number>();
  private readonly faults = new Map<string, Fault[]>();

  constructor(...cids: string[]) {
    this.conversations = new Set(cids);
  }

  /** The next requests `call` (`operation id`) meet these faults, one each. */
  when(call: string, ...faults: Fault[]): void {
    this.faults.set(call, [...(this.faults.get(call) ?? []), ...faults]);
  }

  /** Slow mode in a conversation: no message goes there for `seconds` from now. */
  slowMode(cid: string, seconds: number): void {
    this.slowUntil.set(cid, Date.now() + seconds * 1000);
  }

  has(message: Omit<ServerMessage, 'type'> & { type?: string }): void {
    this.messages.set(message.id, { type: 'regular', ...message });
  }

  readonly client = {
    channel: (type: string, id: string) => {
      const cid = `${type}:${id}`;
      return {
        cid,
        _sendMessage: (message: { id: string; text?: string; parent_id?: string }) =>
          this.request('send-message', message.id, () => this.sendMessage(cid, message)),
        _sendReaction: (messageId: string, reaction: { type: string }) =>
          this.request('send-reaction', messageId, () => {
            this.existing('SendReaction', messageId);
            const types = this.reactions.get(messageId) ?? new Set();
            this.reactions.set(messageId, types.add(reaction.type));
            return {};
          }),
        _deleteReaction: (messageId: string, type: string) =>
          this.request('delete-reaction', messageId, () => {
            if (!this.reactions.get(messageId)?.delete(type)) {
              throw failed('DeleteReaction', 404, 16, `reaction of type "${type}" not found`);
            }
            return {};
          }),
      };
    },
    _updateMessage: (message: { id: string; text?: string }) =>
      this.request('update-message', message.id, () => {
        this.existing('UpdateMessage', message.id).text = message.text;
        return {};
      }),
    _deleteMessage: (id: string) =>
      this.request('delete-message', id, () => {
        const found = this.existing('DeleteMessage', id);
        Object.assign(found, { type: 'deleted', deleted_at: new Date().toISOString() });
        return {};
      }),
    getMessage: (id: string) =>
      this.request('get-message', id, () => ({ message: { ...this.existing('GetMessage', id) } })),
    dispatchEvent: (event: Event) => void this.events.push(event),
  };

  get chat(): StreamChat {
    return this.client as unknown as StreamChat;
  }

  private async request<T>(operation: string, id: string, act: () => T): Promise<T> {
    const call = `${operation} ${id}`;
    this.calls.push(call);
    const fault = this.faults.get(call)?.shift();
    if (this.down) throw this.down();
    if (fault instanceof Error) throw fault;
    const answer = act();
    if (operation !== 'get-message') this.applied.push(call);
    if (fault === ANSWER_LOST) throw noAnswer();
    return answer;
  }

  private existing(operation: string, id: string): ServerMessage {
    const found = this.messages.get(id);
    if (!found) throw failed(operation, 404, 16, `message with id ${id} not found`);
    return found;
  }

  private sendMessage(cid: string, message: { id: string; text?: string; parent_id?: string }) {
    if (!this.conversations.has(cid)) {
      throw failed('SendMessage', 404, 16, `Can't find channel with id "${cid}"`);
    }
    const wait = (this.slowUntil.get(cid) ?? 0) - Date.now();
    if (wait > 0) {
      const reason = `slow mode is on (wait ${Math.ceil(wait / 1000)} more)`;
      throw failed('SendMessage', 403, 60, reason);
    }
    if (this.messages.has(message.id)) {
      throw failed('SendMessage', 400, 4, `message with id ${message.id} already exists`);
    }
    const parent = message.parent_id;
    if (parent && !this.messages.has(parent)) {
      throw failed('SendMessage', 400, 4, `parent message "${parent}" does not exist`);
    }
    const stored = { ...message, cid, type: parent ? 'reply' : 'regular' };
    this.messages.set(message.id, stored);
    return { message: { ...stored } as MessageResponse };
  }
}

/** A device's task store in memory: ids in the order written, a fresh copy on each read. */
export class MemoryTasks implements TaskStore {
  private tasks: PendingTask[] = [];

  constructor(tasks: PendingTask[]) {
    this.tasks = tasks.map((task, i) => ({ ...task, id: i + 1 }));
  }

  getPendingTasks = async () => this.tasks.map((task) => ({ ...task }));

  deletePendingTask = async ({ id }: { id: number }) => {
    this.tasks = this.tasks.filter((task) => task.id !== id);
  };

  /** These tasks carry no voice recording, so nothing reads a database. */
  withDatabase = (): Promise<never> => Promise.reject(new Error('no database in memory'));

  /** As the service worker keeps a refused message: marked, for a tab to show. */
  markRefused(task: PendingTask, refusal: Refusal): void {
    this.tasks = this.tasks.map((kept) => (kept.id === task.id ? { ...kept, refusal } : kept));
  }

  get left(): string[] {
    return this.tasks.map(label);
  }
}

export const conversation = (cid: string) => {
  const [channelType, channelId] = cid.split(':');
  return { channelType, channelId };
};

// The tasks as the SDK queues them (channel.ts and client.ts of stream-chat).
export const send = (cid: string, id: string, parent_id?: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'send-message',
    payload: [{ id, text: `text of ${id}`, ...(parent_id ? { parent_id } : {}) }, {}],
  }) as PendingTask;

/** An edit names its conversation only when the edited message carries its cid. */
export const edit = (id: string, text: string, cid?: string) =>
  ({
    ...(cid ? conversation(cid) : {}),
    messageId: id,
    type: 'update-message',
    payload: [{ id, text, cid }, 'me'],
  }) as PendingTask;

/** The SDK names no conversation on a deletion. */
export const deletion = (id: string) =>
  ({ messageId: id, type: 'delete-message', payload: [id, {}] }) as PendingTask;

export const react = (cid: string, id: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'send-reaction',
    payload: [id, { type: 'like' }],
  }) as PendingTask;

export const unreact = (cid: string, id: string) =>
  ({
    ...conversation(cid),
    messageId: id,
    type: 'delete-reaction',
    payload: [id, 'like'],
  }) as PendingTask;

/** What the loop told: the messages it delivered (by id) and the refusals, by task. */
export function news(extra: Partial<Settled> = {}) {
  const delivered: string[] = [];
  const refused: { task: string; refusal: Refusal }[] = [];
  const settled: Settled = {
    onDelivered: (message) => void delivered.push(message.id),
    onRefused: (task, refusal) => void refused.push({ task: label(task), refusal }),
    ...extra,
  };
  return { delivered, refused, settled };
}

export const report = (delivered: number, refused: number, waiting: number) => ({
  delivered,
  refused,
  waiting,
});
