/**
 * A test file's view of a hosted chat app: a namespace proxy in front of it (namespace-proxy.ts)
 * that the file's clients connect to, and, after the file, the clean-up of what the file made
 * there: its channels and users, hard-deleted through the app's own API.
 */
import { randomBytes } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { IdNamespace } from './id-namespace.ts';
import { startNamespaceProxy } from './namespace-proxy.ts';
import type { HostedStream } from './conformance-env.ts';
import type { ChatInfo } from '../../emulators/stack-types.ts';

export interface HostedChat {
  /** The proxy's URL with the app's key and secret: what the tests' clients are given. */
  info: ChatInfo;
  close(): Promise<void>;
  /** Deletes what the file made; answers what could not be deleted (empty when all went). */
  cleanUp(): Promise<string[]>;
}

/**
 * Ids per delete call: the spec's DeleteChannelsRequest.cids takes at most 100; DeleteUsers, a
 * server-side call the client-side spec lacks, is sent the same batches.
 */
const BATCH = 100;

export async function openHostedChat(stream: HostedStream): Promise<HostedChat> {
  const namespace = new IdNamespace(randomBytes(6).toString('hex').slice(0, 8));
  const proxy = await startNamespaceProxy({
    upstream: stream.baseUrl,
    apiSecret: stream.apiSecret,
    namespace,
  });
  return {
    info: { url: proxy.url, apiKey: stream.apiKey, apiSecret: stream.apiSecret },
    close: () => proxy.close(),
    async cleanUp() {
      // Straight to the app with the namespaced ids (the proxy would translate them again).
      const server = new StreamChat(stream.apiKey, stream.apiSecret, { timeout: 15_000 });
      server.setBaseURL(stream.baseUrl);
      const { users, channels } = namespace.made();
      const problems: string[] = [];
      const attempt = async (what: string, call: () => Promise<unknown>) => {
        try {
          await call();
        } catch (error) {
          problems.push(`${what}: ${(error as Error).message.slice(0, 200)}`);
        }
      };
      for (let i = 0; i < channels.length; i += BATCH) {
        const batch = channels.slice(i, i + BATCH);
        await attempt(`${batch.length} channels`, () =>
          server.deleteChannels(batch, { hard_delete: true }),
        );
      }
      for (let i = 0; i < users.length; i += BATCH) {
        const batch = users.slice(i, i + BATCH);
        await attempt(`${batch.length} users`, () =>
          server.deleteUsers(batch, { user: 'hard', messages: 'hard', conversations: 'hard' }),
        );
      }
      return problems;
    },
  };
}
