/**
 * Posts webhook calls the way hosted Stream does (Webhooks Overview and Push Webhook docs):
 * JSON body, `X-Signature` = hex HMAC-SHA256 of the exact body bytes keyed with the API secret
 * (what the SDK's `verifyWebhook` checks), `X-Webhook-Id` the same on every attempt,
 * `X-Webhook-Attempt` from 1, `X-Api-Key`. A failed call is retried as Stream documents: up to
 * 3 attempts on 408, 429, a 5xx or a timeout, 2 on a network error; 6 s per attempt, 15 s in all.
 *
 * Calls leave the request that caused them: `enqueue` only queues, a few calls run at a time,
 * and a full queue drops the newest call with a log line rather than grow or slow the chat.
 * Log lines name the call's id, the URL's origin and path, and what went wrong; never the body,
 * the query string or the secret.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface DeliveryOptions {
  apiKey: string;
  apiSecret: string;
  /** Calls waiting beyond those in flight; more are dropped. */
  maxQueued?: number;
  concurrency?: number;
  attemptTimeoutMs?: number;
  totalTimeoutMs?: number;
  /** Wait before attempt n+1 is retryDelayMs * 4^(n-1). */
  retryDelayMs?: number;
  log?: (line: string) => void;
}

interface Call {
  id: string;
  url: string;
  body: string;
  signature: string;
  startedAt: number;
}

type Outcome =
  { ok: true } | { ok: false; retryable: 'status' | 'network' | 'timeout' | false; why: string };

const ATTEMPTS = { status: 3, timeout: 3, network: 2 } as const;

export function signBody(body: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

export class WebhookDelivery {
  private readonly queue: Call[] = [];
  private running = 0;
  private closed = false;
  private readonly aborts = new Set<AbortController>();
  private readonly waits = new Set<NodeJS.Timeout>();
  private readonly options: Required<DeliveryOptions>;

  constructor(options: DeliveryOptions) {
    this.options = {
      maxQueued: 1000,
      concurrency: 4,
      attemptTimeoutMs: 6000,
      totalTimeoutMs: 15_000,
      retryDelayMs: 250,
      log: (line) => console.warn(line),
      ...options,
    };
  }

  /** Queues one call of `body` (already serialised: the signature covers these exact bytes). */
  enqueue(url: string, body: string): string | undefined {
    if (this.closed) return undefined;
    const id = randomUUID();
    if (this.queue.length >= this.options.maxQueued) {
      this.options.log(`chat: webhook ${id} to ${shownUrl(url)} dropped: the queue is full`);
      return undefined;
    }
    const signature = signBody(body, this.options.apiSecret);
    this.queue.push({ id, url, body, signature, startedAt: 0 });
    setImmediate(() => this.pump());
    return id;
  }

  /** Stops new calls and retries; calls in flight are aborted. */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
    for (const wait of this.waits) clearTimeout(wait);
    for (const abort of this.aborts) abort.abort();
  }

  private pump(): void {
    while (!this.closed && this.running < this.options.concurrency && this.queue.length > 0) {
      const call = this.queue.shift() as Call;
      this.running++;
      void this.deliver(call).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async deliver(call: Call): Promise<void> {
    call.startedAt = performance.now();
    for (let attempt = 1; !this.closed; attempt++) {
      const outcome = await this.attempt(call, attempt);
      if (outcome.ok) return;
      const limit = outcome.retryable ? ATTEMPTS[outcome.retryable] : attempt;
      const delay = this.options.retryDelayMs * 4 ** (attempt - 1);
      const elapsed = performance.now() - call.startedAt;
      if (attempt >= limit || elapsed + delay >= this.options.totalTimeoutMs) {
        if (!this.closed)
          this.options.log(
            `chat: webhook ${call.id} to ${shownUrl(call.url)} failed after ${attempt} attempt(s): ${outcome.why}`,
          );
        return;
      }
      await this.wait(delay);
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, ms);
      this.waits.add(timer);
    });
  }

  private async attempt(call: Call, attempt: number): Promise<Outcome> {
    const abort = new AbortController();
    this.aborts.add(abort);
    const remaining = this.options.totalTimeoutMs - (performance.now() - call.startedAt);
    const timer = setTimeout(
      () => abort.abort(new Error('timeout')),
      Math.max(0, Math.min(this.options.attemptTimeoutMs, remaining)),
    );
    try {
      const response = await fetch(call.url, {
        method: 'POST',
        body: call.body,
        redirect: 'manual',
        signal: abort.signal,
        headers: {
          'content-type': 'application/json',
          'x-webhook-id': call.id,
          'x-webhook-attempt': String(attempt),
          'x-api-key': this.options.apiKey,
          'x-signature': call.signature,
        },
      });
      // The answer's body is not read: Stream only looks at the status.
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { ok: true };
      const retry = response.status === 408 || response.status === 429 || response.status >= 500;
      return { ok: false, retryable: retry ? 'status' : false, why: `status ${response.status}` };
    } catch (error) {
      const timedOut = abort.signal.aborted && !this.closed;
      return timedOut
        ? { ok: false, retryable: 'timeout', why: 'no answer in time' }
        : { ok: false, retryable: 'network', why: networkReason(error) };
    } finally {
      clearTimeout(timer);
      this.aborts.delete(abort);
    }
  }
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `network error ${code}` : 'network error';
}
