/** Everything a chat handler may touch, built once by the server. */
import type { TokenVerifier } from './token-verifier.ts';
import type { Hub } from './hub.ts';
import type { ChatKeys } from './keys.ts';
import type { ChatState } from './store/state.ts';

export interface ChatApp {
  state: ChatState;
  hub: Hub;
  keys: ChatKeys;
  verifier: TokenVerifier;
  uploadsDir: string;
  /** `http://host:port`, known once the server listens. */
  baseUrl: () => string;
}
