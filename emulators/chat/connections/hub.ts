/**
 * Who is connected and who watches what. A user is online while one of their connections is
 * open; a connection watches the channels it queried with `watch: true` until it stops
 * watching or closes.
 */
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** One client's event stream: the `/connect` websocket or the `/longpoll` fallback. */
export interface ClientConnection {
  readonly id: string;
  readonly userId: string;
  readonly anonymous: boolean;
  /** The `iat` of the token it connected with, which a later revocation is compared with. */
  readonly issuedAt?: number;
  readonly watching: Set<string>;
  send(frame: string): void;
  /** A websocket closes with this code and reason; a long-poll connection just ends. */
  close(code: number, reason: string): void;
}

export class SocketConnection implements ClientConnection {
  readonly watching = new Set<string>();
  private queued: string[] = [];

  constructor(
    readonly id: string,
    readonly userId: string,
    readonly ws: WebSocket,
    /** The upgraded TCP socket, corked while a batch of frames is written. */
    private readonly socket: Duplex,
    readonly anonymous: boolean,
    /** The `iat` of the token it connected with, which a later revocation is compared with. */
    readonly issuedAt?: number,
  ) {}

  /**
   * Frames queued in one turn of the event loop go out in one write: under load a connection
   * receives several events per turn, and a system call per frame is most of the fan-out cost.
   */
  send(frame: string): void {
    this.queued.push(frame);
    if (this.queued.length === 1) setImmediate(this.flush);
  }

  private readonly flush = (): void => {
    const frames = this.queued;
    this.queued = [];
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.socket.cork();
    for (const frame of frames) this.ws.send(frame);
    this.socket.uncork();
  };

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }
}

export class Hub {
  readonly connections = new Map<string, ClientConnection>();
  private readonly byUser = new Map<string, Set<ClientConnection>>();
  private readonly watchers = new Map<string, Set<ClientConnection>>();

  /** Returns true when this is the user's first open connection (they just came online). */
  add(connection: ClientConnection): boolean {
    this.connections.set(connection.id, connection);
    let set = this.byUser.get(connection.userId);
    const first = !set || set.size === 0;
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
    return first;
  }

  /** Returns the channels whose watcher list lost this user, and whether the user went offline. */
  remove(connection: ClientConnection): { stoppedWatching: string[]; offline: boolean } {
    if (!this.connections.delete(connection.id)) return { stoppedWatching: [], offline: false };
    const stoppedWatching = [...connection.watching].filter((cid) => this.unwatch(connection, cid));
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    const offline = !set || set.size === 0;
    if (offline) this.byUser.delete(connection.userId);
    return { stoppedWatching, offline };
  }

  get(connectionId: string | null | undefined): ClientConnection | undefined {
    return connectionId ? this.connections.get(connectionId) : undefined;
  }

  /** Returns true when the user was not watching the channel from any connection before. */
  watch(connection: ClientConnection, cid: string): boolean {
    if (connection.watching.has(cid)) return false;
    const wasWatching = this.isWatching(connection.userId, cid);
    connection.watching.add(cid);
    let set = this.watchers.get(cid);
    if (!set) this.watchers.set(cid, (set = new Set()));
    set.add(connection);
    return !wasWatching;
  }

  /** Returns true when the user no longer watches the channel from any connection. */
  unwatch(connection: ClientConnection, cid: string): boolean {
    if (!connection.watching.delete(cid)) return false;
    const set = this.watchers.get(cid);
    set?.delete(connection);
    if (set && set.size === 0) this.watchers.delete(cid);
    return !this.isWatching(connection.userId, cid);
  }

  isWatching(userId: string, cid: string): boolean {
    for (const connection of this.byUser.get(userId) ?? []) {
      if (connection.watching.has(cid)) return true;
    }
    return false;
  }

  watchersOf(cid: string): ReadonlySet<ClientConnection> {
    return this.watchers.get(cid) ?? new Set();
  }

  watcherUserIds(cid: string): string[] {
    return [...new Set([...this.watchersOf(cid)].map((c) => c.userId))];
  }

  connectionsOf(userId: string): ReadonlySet<ClientConnection> {
    return this.byUser.get(userId) ?? new Set();
  }

  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** Closes the connections opened with tokens a revocation ended (all users when userId is undefined). */
  closeRevoked(
    userId: string | undefined,
    isRevoked: (issuedAt: number | undefined) => boolean,
  ): void {
    const targets = userId === undefined ? this.connections.values() : this.connectionsOf(userId);
    for (const connection of [...targets]) {
      if (!connection.anonymous && isRevoked(connection.issuedAt)) {
        // Not 1000, which the client takes as final: it reconnects, gets code 40 and asks for a new token.
        connection.close(4000, 'token revoked');
      }
    }
  }

  closeAll(code: number, reason: string): void {
    for (const connection of [...this.connections.values()]) connection.close(code, reason);
  }
}
