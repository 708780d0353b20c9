/**
 * Parley's embedded Stream Chat server, run as its own process by `npm start`: the official
 * `stream-chat` client and `stream-chat-react` talk to it unchanged through
 * `client.setBaseURL(url)`. Fidelity record: FIDELITY.md beside this file.
 *
 * Layout: server.ts serves REST, the websocket and long-poll; routes.ts is the one route table
 * and the only way into handlers/, which answer the API in folders by its sections (channels,
 * messages, reactions, threads, polls, reminders, users, moderation, push, uploads, settings,
 * events). What the handlers share lives below them, in folders of the same names (channels/,
 * messages/, moderation/, settings/, uploads/, users/) and in the plumbing: auth/, connections/,
 * events/ (who hears what), http/, limits/, queries/ (filters and paging), shapes/ (answers as
 * Stream shapes them), store/, time/, webhooks/.
 */
import { runService } from '../shared/service-process.ts';
import type { ChatOptions } from '../stack-types.ts';
import { startChat } from './server.ts';

await runService('chat', (options: ChatOptions, held) => startChat(options, held));
