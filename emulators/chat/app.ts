/** Everything a chat handler may touch, built once by the server. */
import type { TokenVerifier } from './auth/token-verifier.ts';
import type { Hub } from './connections/hub.ts';
import type { ChatKeys } from './auth/keys.ts';
import type { RateLimiter } from './limits/rate-limits.ts';
import type { ChatState } from './store/state.ts';
import type { UploadStore } from './uploads/upload-store.ts';
import type { WebhookDelivery } from './webhooks/delivery.ts';

export interface ChatApp {
  state: ChatState;
  hub: Hub;
  keys: ChatKeys;
  verifier: TokenVerifier;
  /** The uploaded files in the data folder, with who uploaded them where (upload-store.ts). */
  uploads: UploadStore;
  /** Queues the app's push webhook calls (none unless the app settings name a webhook). */
  webhooks: WebhookDelivery;
  /** Counts REST calls against Stream's rate limits (rate-limits.ts). */
  rateLimits: RateLimiter;
  /** The time: what rate-limit windows are counted on and upload links expire by (tests move it). */
  now: () => number;
  /** `http://host:port`, known once the server listens. */
  baseUrl: () => string;
}
