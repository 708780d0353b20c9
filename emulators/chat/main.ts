/**
 * Parley's embedded Stream Chat server: the official `stream-chat` client and
 * `stream-chat-react` talk to it unchanged through `client.setBaseURL(url)`.
 *
 * Fidelity record
 * - Covered: `/connect` websocket (health.check hello with `me`, pings, presence, close codes,
 *   auth errors 40/43 as first frame); HS256 user and server tokens, anonymous read-only
 *   connections, guests; users (connect upsert, queryUsers, server upsert/partial update);
 *   channels of types `messaging` and `team` (create by id or distinct members, watch/query
 *   state, queryChannels filters/sorts/paging, update/partial update, freeze, cooldown, delete,
 *   truncate, hide/show, members, moderators, invites, member pin/archive); messages (idempotent
 *   client ids, update, partial update, pin, soft/hard delete, quotes, mentions, silent, thread
 *   replies, paging by id and date); reactions; threads; read/unread state; typing; mutes;
 *   flags; uploads with the app's upload rules; search; drafts; every event to the connections
 *   hosted Stream sends it to. State is in memory, each change appended to `wal.jsonl` before
 *   the answer goes out, folded into `snapshot.json` on clean close.
 * - Left out on purpose: polls, reminders, shared locations, giphy and other commands (so the
 *   channel configs list no commands and `polls` is off), push, webhooks, the moderation review
 *   queue, bans, blocklists, automod, custom roles and permission editing, channel types other
 *   than messaging and team, `/sync` (only used with an offline database), OG scraping,
 *   delivery receipts (`delivery_events` is off), translations.
 * - Known differences: `html` is escaped text in paragraphs, not rendered markdown; search is a
 *   case-insensitive substring match; the sender's own read state after a send is kept in memory
 *   only; slow-mode timers restart with the server; empty messages answer code 20 like overlong
 *   ones; user objects carry no `type` field; message ids are not checked against Stream's
 *   character set.
 */
import { runService } from '../shared/service-process.ts';
import { startChat } from './server.ts';

await runService('chat', startChat);
