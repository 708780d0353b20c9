/**
 * A Web Push service of the tests' own (RFC 8030), on 127.0.0.1 and a free port: it hands out
 * subscriptions as a browser's `PushSubscription.toJSON()` would (a fresh P-256 key pair and a
 * 16-byte auth secret each), checks each push's VAPID Authorization (RFC 8292: an ES256 JWT
 * for this origin, signed by the key in `k`), decrypts its aes128gcm body (RFC 8291 over RFC
 * 8188) with node:crypto, and records it. A subscription can be told to answer 410 or 500, or
 * never answer, to exercise the sender's failure paths.
 */
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the sender signed with (base64url). */
  vapidKey: string;
  /** Encrypted body size in bytes, as it crossed the network. */
  bodyBytes: number;
  payload: unknown;
  receivedAt: number;
}

export type PushAnswer = 'accept' | 410 | 404 | 500 | 'hang';

export interface PushService {
  origin: string;
  subscribe(): BrowserSubscription;
  answer(endpoint: string, answer: PushAnswer): void;
  pushes: ReceivedPush[];
  /** Pushes refused for a bad VAPID header or undecryptable body, with why. */
  refusals: string[];
  /** Resolves when `count` pushes have arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  answer: PushAnswer;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, its padding delimiter 0x02 (the last record). */
export function decryptAes128gcm(body: Buffer, keys: Pick<Keys, 'ecdh' | 'publicKey' | 'auth'>) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('bad aes128gcm header');
  const secret = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderKey]);
  const ikm = hkdf(keys.auth, secret, info, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`; aud is this origin, exp within a day. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('Authorization is not vapid t=..., k=...');
  const [head, claims, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify with k');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (payload.aud !== origin) throw new Error(`VAPID aud ${payload.aud} is not ${origin}`);
  if (!payload.exp || payload.exp < now || payload.exp > now + 86_400 + 60) {
    throw new Error('VAPID exp is not within a day');
  }
  if (!payload.sub) throw new Error('VAPID sub is missing');
  return match[2];
}

/**
 * `name`: the host its endpoints name (resolved by the sender's own lookup in a test); it
 * listens on 127.0.0.1 whatever the name.
 */
export async function startPushService(options: { name?: string } = {}): Promise<PushService> {
  const subscriptions = new Map<string, Keys>();
  const pushes: ReceivedPush[] = [];
  const refusals: string[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let origin = '';

  async function read(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const keys = id ? subscriptions.get(id) : undefined;
    const body = await read(req);
    if (req.method !== 'POST' || !keys) {
      res.writeHead(404).end();
      return;
    }
    if (keys.answer === 'hang') return;
    if (keys.answer !== 'accept') {
      res.writeHead(keys.answer).end();
      return;
    }
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapidKey = checkVapid(req.headers.authorization, origin);
      const payload: unknown = JSON.parse(decryptAes128gcm(body, keys).toString('utf8'));
      pushes.push({
        endpoint: `${origin}${req.url ?? ''}`,
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        vapidKey,
        bodyBytes: body.length,
        payload,
        receivedAt: performance.now(),
      });
      for (const wake of waiters) wake();
      res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
    } catch (error) {
      refusals.push(error instanceof Error ? error.message : String(error));
      res.writeHead(400).end();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://${options.name ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    pushes,
    refusals,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, publicKey, auth, answer: 'accept' });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    answer(endpoint, answer) {
      const keys = subscriptions.get(endpoint.split('/').pop() ?? '');
      if (!keys) throw new Error(`no subscription ${endpoint}`);
      keys.answer = answer;
    },
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pushes.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...pushes]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${pushes.length} of ${count} pushes after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
