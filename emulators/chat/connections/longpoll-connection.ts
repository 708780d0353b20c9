/**
 * One client of the websocket fallback (`GET /longpoll`). Its events wait in a buffer; a poll
 * takes them at once if any wait, else it is held until one arrives or the hold time passes. A
 * client that stops polling expires, as a socket that drops closes.
 */
import type { ClientConnection } from './hub.ts';

/** Timers, injected so that tests move time by hand. */
export interface Clock {
  /** Runs `run` after `ms`; the function returned cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * How long an idle poll is held: stream-chat's WSConnectionFallback polls with a 30 s timeout
 * because, as its code notes, the API answers an idle poll in 20 s.
 */
export const HOLD_MS = 20_000;
/**
 * Ours (hosted's is not documented): how long after its last answer a connection waits for the
 * next poll. Longer than the SDK's longest pause before retrying a failed poll (25 s, retryInterval).
 */
export const EXPIRY_MS = 30_000;
/**
 * Ours: a client this far behind is dropped rather than buffered for without bound. Its next poll
 * answers code 46, and the SDK reconnects and recovers the state it missed.
 */
export const BUFFER_LIMIT = 1000;

interface HeldPoll {
  answer(frames: string[]): void;
  cancelHold(): void;
}

export class LongPollConnection implements ClientConnection {
  readonly watching = new Set<string>();
  private buffered: string[] = [];
  private held: HeldPoll | undefined;
  private cancelExpiry: (() => void) | undefined;
  private wakeQueued = false;
  private closed = false;

  constructor(
    readonly id: string,
    readonly userId: string,
    readonly anonymous: boolean,
    readonly issuedAt: number | undefined,
    private readonly clock: Clock,
    /** Runs once when the connection ends (closed or expired), to take it out of the hub. */
    private readonly onClose: () => void,
  ) {
    this.armExpiry();
  }

  send(frame: string): void {
    if (this.closed) return;
    if (this.buffered.length >= BUFFER_LIMIT) {
      this.close();
      return;
    }
    this.buffered.push(frame);
    if (this.held && !this.wakeQueued) {
      // The events of one turn of the event loop (a message and its notifications) go out together.
      this.wakeQueued = true;
      setImmediate(() => {
        this.wakeQueued = false;
        this.answerHeld();
      });
    }
  }

  /**
   * The events buffered for the client, now or once some arrive or the hold time passes. An
   * aborted poll (the client went away) answers nothing and leaves the events for the next one.
   */
  poll(signal: AbortSignal): Promise<string[]> {
    this.stopExpiry();
    // A newer poll replaces one still held, which then answers nothing.
    this.release([]);
    if (this.closed || signal.aborted || this.buffered.length > 0) {
      const frames = signal.aborted ? [] : this.take();
      this.armExpiry();
      return Promise.resolve(frames);
    }
    return new Promise((resolve) => {
      const abandon = (): void => {
        if (this.held !== held) return;
        this.held = undefined;
        held.cancelHold();
        this.armExpiry();
        resolve([]);
      };
      const held: HeldPoll = {
        answer: (frames) => {
          signal.removeEventListener('abort', abandon);
          resolve(frames);
        },
        cancelHold: this.clock.after(HOLD_MS, () => this.answerHeld()),
      };
      this.held = held;
      signal.addEventListener('abort', abandon, { once: true });
    });
  }

  /** Ends the connection: a held poll answers nothing, and later polls of its id are refused. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopExpiry();
    this.release([]);
    this.buffered = [];
    this.onClose();
  }

  private answerHeld(): void {
    if (!this.held) return;
    this.release(this.take());
    this.armExpiry();
  }

  private release(frames: string[]): void {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    held.cancelHold();
    held.answer(frames);
  }

  private take(): string[] {
    const frames = this.buffered;
    this.buffered = [];
    return frames;
  }

  private armExpiry(): void {
    this.stopExpiry();
    if (!this.closed) this.cancelExpiry = this.clock.after(EXPIRY_MS, () => this.close());
  }

  private stopExpiry(): void {
    this.cancelExpiry?.();
    this.cancelExpiry = undefined;
  }
}
