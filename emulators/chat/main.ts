/**
 * Parley's embedded Stream Chat server, run as its own process by `npm start`: the official
 * `stream-chat` client and `stream-chat-react` talk to it unchanged through
 * `client.setBaseURL(url)`. Fidelity record: FIDELITY.md beside this file.
 */
import { runService } from '../shared/service-process.ts';
import type { ChatOptions } from '../stack-types.ts';
import { startChat } from './server.ts';

await runService('chat', (options: ChatOptions) => startChat(options));
