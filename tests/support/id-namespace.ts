/**
 * One test file's ids on a shared hosted chat app. The tests write plain ids ('alice',
 * 'send-fanout'); on the wire each becomes `<id>--<tag>`, the tag random per file, so runs and
 * files never meet each other's users, channels, messages or devices, and every answer is read
 * back with the tag taken out, so the tests see the ids they wrote.
 *
 * Which strings are ids is learnt from where they appear (`claim`): the user of a token or a
 * connection, a user object's id, a channel's id in its URL, a message id the test chose, a
 * device id. From then on the id is translated wherever it appears as a whole string value (in
 * member lists, filters, `cid`s) and as an @mention in text (which slash commands read), but
 * never in the fields below that name types or words.
 */

/**
 * Ids the tag may go on: channel ids as hosted Stream words its refusal of others (letters,
 * digits, '-', '_', at most 64 characters; emulators/chat/http/validate.ts), user ids also with '@'.
 * Message and device ids may be longer (the spec's MessageRequest.id and CreateDeviceRequest.id:
 * maxLength 255); 64 keeps every tagged id within the tightest of these.
 */
const ID = /^[A-Za-z0-9@_-]+$/;
const CHANNEL_ID = /^[A-Za-z0-9_-]+$/;
const MAX_ID_LENGTH = 64;
const CID = /^([A-Za-z0-9_-]+):(.+)$/;
const MENTION = /@([A-Za-z0-9@_-]+)/g;
const URL_LIKE = /^https?:\/\//;

/** Fields whose values are names of types, roles or fields, or words people read, never ids. */
const NOT_IDS = new Set([
  'type',
  'role',
  'channel_role',
  'field',
  'push_provider',
  'name',
  'text',
  'query',
]);

export type IdKind = 'user' | 'channel' | 'other';

export class IdNamespace {
  readonly suffix: string;
  private readonly remoteOf = new Map<string, string>();
  private readonly users = new Set<string>();
  private readonly channels = new Set<string>();

  constructor(tag: string) {
    if (!/^[a-z0-9]{4,12}$/.test(tag))
      throw new Error(`a namespace tag is 4-12 [a-z0-9], got "${tag}"`);
    // Starts with '-', below every other id character, so ids sort as they did without it.
    this.suffix = `--${tag}`;
  }

  /**
   * Takes `local` as an id of this namespace from now on. An id too long to carry the tag stays
   * as written (a test probing the length limit then meets the limit it meant).
   */
  claim(local: string, kind: IdKind, channelType?: string): void {
    const pattern = kind === 'channel' ? CHANNEL_ID : ID;
    if (!pattern.test(local) || local.includes(this.suffix)) return;
    const remote = this.remoteOf.get(local) ?? `${local}${this.suffix}`;
    if (remote.length > MAX_ID_LENGTH) return;
    this.remoteOf.set(local, remote);
    if (kind === 'user') this.users.add(remote);
    if (kind === 'channel' && channelType) this.channels.add(`${channelType}:${remote}`);
  }

  /** The users and channels (cids) made in this namespace, as the service knows them. */
  made(): { users: string[]; channels: string[] } {
    return { users: [...this.users], channels: [...this.channels] };
  }

  toRemote(value: string): string {
    const direct = this.remoteOf.get(value);
    if (direct !== undefined) return direct;
    const cid = CID.exec(value);
    const id = cid ? this.remoteOf.get(cid[2] as string) : undefined;
    return cid && id ? `${cid[1]}:${id}` : value;
  }

  /** The string as the test wrote it; remembers the pair, for ids the service made from ours. */
  toLocal(value: string): string {
    if (!value.includes(this.suffix) || URL_LIKE.test(value)) return value;
    const local = value.replaceAll(this.suffix, '');
    if (!this.remoteOf.has(local)) this.remoteOf.set(local, value);
    return local;
  }

  /** A request body (or a parsed query payload) with the ids it names claimed and translated. */
  outbound(value: unknown): unknown {
    this.claimIn(value);
    return this.mapOut(value, undefined);
  }

  inbound(value: unknown): unknown {
    if (typeof value === 'string') return this.toLocal(value);
    if (Array.isArray(value)) return value.map((item) => this.inbound(item));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [this.toLocal(key), this.inbound(item)]),
    );
  }

  /** The ids a request introduces: users by their objects and id fields, messages by theirs. */
  private claimIn(value: unknown, parent?: string): void {
    if (Array.isArray(value)) {
      for (const item of value) this.claimIn(item, parent);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const id = record.id;
    if (
      typeof id === 'string' &&
      (parent === 'user' || parent === 'users' || parent === 'created_by')
    )
      this.claim(id, 'user');
    for (const [key, item] of Object.entries(record)) {
      if ((key === 'user_id' || key === 'created_by_id') && typeof item === 'string')
        this.claim(item, 'user');
      // POST /users keys its map by the user ids.
      if (key === 'users' && item && typeof item === 'object' && !Array.isArray(item))
        for (const userId of Object.keys(item)) this.claim(userId, 'user');
      this.claimIn(item, key);
    }
  }

  private mapOut(value: unknown, key: string | undefined): unknown {
    if (typeof value === 'string' && key === 'text') {
      return value.replace(MENTION, (mention, id: string) => {
        const remote = this.remoteOf.get(id);
        return remote === undefined ? mention : `@${remote}`;
      });
    }
    if (typeof value === 'string') return key && NOT_IDS.has(key) ? value : this.toRemote(value);
    if (Array.isArray(value)) return value.map((item) => this.mapOut(item, key));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [
        key === 'users' ? this.toRemote(field) : field,
        // A filter operator ($in, $eq...) stands for the field it is under.
        this.mapOut(item, field.startsWith('$') ? key : field),
      ]),
    );
  }
}
