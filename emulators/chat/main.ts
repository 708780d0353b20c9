/**
 * Parley's embedded Stream Chat server, run as its own process by `npm start`: the official
 * `stream-chat` client and `stream-chat-react` talk to it unchanged through
 * `client.setBaseURL(url)`. Fidelity record: FIDELITY.md beside this file.
 */
import { chatUploadQuota } from '../config.ts';
import { runService } from '../shared/service-process.ts';
import type { ChatOptions } from '../stack-types.ts';
import { startChat } from './server.ts';

// The upload quota comes from this process's environment, which it shares with `npm start`.
await runService('chat', (options: ChatOptions) =>
  startChat({ ...options, uploadQuota: chatUploadQuota(process.env) }),
);
