/**
 * "Failed to get the draft": the SDK loads a thread's draft itself (stream-chat-react's
 * composer) and only logs a failure, so Parley watches the client's own requests and says it.
 * A 404 is not a failure: it is how the chat service answers "there is no draft".
 */
import type { StreamChat } from 'stream-chat';
import { DRAFT_LOAD_FAILED } from '../../lib/i18n/notice-words.ts';

/** The parts of an axios error this needs (stream-chat's HTTP client is axios). */
interface RequestError {
  config?: { method?: string; url?: string; params?: { parent_id?: unknown } };
  response?: { status?: number };
}

function isDraftLoad(error: RequestError): boolean {
  const { config } = error;
  if (config?.method?.toLowerCase() !== 'get' || !config.url) return false;
  return new URL(config.url, window.location.href).pathname.endsWith('/draft');
}

/** Raises the notice for every failed draft load from now on; returns how to stop. */
export function reportDraftLoadFailures(client: StreamChat): () => void {
  const id = client.axiosInstance.interceptors.response.use(undefined, (error: RequestError) => {
    if (isDraftLoad(error) && error.response?.status !== 404) {
      const inThread = typeof error.config?.params?.parent_id === 'string';
      client.notifications.addError({
        message: DRAFT_LOAD_FAILED,
        origin: { emitter: 'MessageComposer' },
        options: {
          type: 'api:draft:get:failed',
          tags: [inThread ? 'target:thread' : 'target:channel'],
        },
      });
    }
    return Promise.reject(error as Error);
  });
  return () => client.axiosInstance.interceptors.response.eject(id);
}
