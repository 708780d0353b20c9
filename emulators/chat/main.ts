/**
 * Parley's embedded Stream Chat server: the official `stream-chat` client and
 * `stream-chat-react` talk to it unchanged through `client.setBaseURL(url)`.
 *
 * Fidelity record
 * - Covered: `/connect` websocket (health.check hello with `me`, pings, presence, close codes, auth
 *   errors 40/43 as first frame); HS256 user and server tokens, anonymous read-only connections;
 *   token revocation (`revoke_tokens_issued_before` on a user or the app, Tokens & Authentication
 *   docs: older tokens answer code 40 on REST and connect, sockets opened with them are closed);
 *   guests only where `guest_user_creation_disabled` is false, with generated ids (a requested id
 *   is never honoured); users (connect creates, queryUsers, server upsert/partial update; a user
 *   updates itself, on connect or by REST, only with the `update-user-owner` grant of the `.app`
 *   scope, Permissions v2 docs and the protocol spec's `grants`); `GET/PATCH /app` with `grants`,
 *   `guest_user_creation_disabled` and `revoke_tokens_issued_before`, defaulting to a Stream app
 *   after `npm run stream:configure` (users lack `update-user-owner`, guests off); custom channel
 *   events only of types without a `.` (Custom Events docs: a `.` answers 400) and where the type's
 *   `custom_events` is on, with `cid`, `channel*`, `created_at` and `user` always the server's, and
 *   over 5 KB refused with code 4 (the cap Stream's Video Custom Events docs state; the Chat page
 *   names no size); channel types `messaging` and `team` as a hosted app has them after `npm run
 *   stream:configure` (polls, message reminders and shared locations on, no giphy command), read
 *   and changed through `GET /channeltypes`, `GET` and `PUT /channeltypes/{name}` with server-side
 *   auth (the protocol spec's GetChannelType, ListChannelTypes and UpdateChannelType: an update
 *   requires `automod`, `automod_behavior` and `max_message_length`, and answers its commands as
 *   names; reading gives them as objects); channels of those types (create by id or distinct
 *   members, watch/query state, queryChannels filters/sorts/paging, update/partial update, freeze,
 *   cooldown, delete, truncate, hide/show, members, moderators, invites, member pin/archive);
 *   messages (idempotent client ids, update, partial update, pin, soft/hard delete, quotes,
 *   mentions, silent, thread replies, paging by id and date); a channel's pinned messages (the
 *   spec's GetPinnedMessages: pins that stand, not deleted or expired, paged by a pinned message,
 *   by pin time or by offset, sorted by `pinned_at`, newest first when no sort is named, which the
 *   docs leave open); push devices (CreateDevice, ListDevices, DeleteDevice: the four providers of
 *   the spec's PushProvider, a device id moved to the user who adds it last, the list in the own
 *   user's `devices` and never in another's); push preferences (UpsertPushPreferences: the spec's
 *   chat and call levels, per user or per channel of theirs, snoozes, answered by user and channel,
 *   read back in the own user's and the channel state's `push_preferences`); reactions; threads;
 *   read/unread state; typing; mutes (also through the v2 moderation API's mute and unmute, which
 *   list unknown users in `non_existing_users` instead of refusing them); flags; uploads to a
 *   channel and standalone ones (the spec's UploadFile and UploadImage, deleted by their uploader)
 *   with the app's upload rules (never an SVG image; served with nosniff, a sandboxing CSP and, but
 *   for raster images, as attachments; deleted by the uploader or a moderator); search; drafts;
 *   polls (options, suggestions, votes with enforce_unique_vote/max_votes_allowed, answers,
 *   anonymous visibility, close, queries, the poll embedded in messages); message reminders and
 *   save-for-later with `notification.reminder_due` on time, also after a restart; static and live
 *   shared locations; the moderation review queue (`/api/v2/moderation/review_queue`,
 *   `submit_action`: mark_reviewed, delete_message, ban, unban); channel and app bans (timed bans
 *   lift themselves; listed by QueryBannedUsers with its filters, sort and paging, to a server-side
 *   call or an admin all, to others those of channels where they may ban: our rule, as the docs
 *   name none); blocks; `/og` (user or server tokens) and URL enrichment for loopback pages only;
 *   the `/mute`, `/unmute`, `/ban`, `/unban` commands; every event to the connections hosted Stream
 *   sends it to (reaction and member events with their `channel`, and the events of channels,
 *   members, messages, reactions, bans and their notifications with `channel_member_count`, as the
 *   spec's event schemas have them) (`notification.thread_message_new` with `thread_id` and the
 *   channel, GetMessage's message with its channel: the spec's NotificationThreadMessageNewEvent
 *   and GetMessageResponse); `POST /sync` replays the channel events of the last 30 days (1 to 255
 *   cids, `notification.removed_from_channel` for channels the caller cannot read: Sync Events
 *   docs, the protocol spec's `SyncRequest`, stream-chat's offline_sync_manager.ts); a deleted
 *   message, soft, hard or truncated away, shows only its deleted form, in answers, events and
 *   every kept event that showed it (fixed text, no attachments, reactions, mentions or quote, as
 *   in the hosted queryChannels and /sync answers recorded in stream-chat-swift's test fixtures;
 *   Messages docs: only a server-side `show_deleted_message` read returns the original), the
 *   reaction events on it are no longer replayed, and a deleted channel's events all go (Deleting
 *   Channels docs: made again, it starts empty). State is in memory, each change appended to
 *   `wal.jsonl` before the answer goes out, folded into `snapshot.json` on clean close. Success
 *   answers 201 to every POST and PUT and 200 to the rest, as Stream's client-side chat and
 *   moderation specs give them (v236). A new data folder is a new Stream app: no users or channels
 *   (the demo's are written through the API, by emulators/demo/chat-workspace.ts).
 * - Push webhook (webhooks/): `webhook_url` + `webhook_events` and `event_hooks` (webhook type;
 *   updated by id, created without one, deleted when left out: Multi Event Hooks docs) through
 *   `PATCH /app`, answered by `GET /app` (the protocol spec's UpdateAppRequest, EventHook and
 *   AppResponseFields); `message.new` POSTed as the Push Webhook and Webhook Events docs show it:
 *   the event with `members` (at most 50) whose `user` and the event's `user` carry
 *   `total_unread_count`, `unread_channels`, `unread_count`, `channel_unread_count`,
 *   `channel_last_read_at`, plus `channel` (the spec's MessageNewEvent); headers `X-Signature` (hex
 *   HMAC-SHA256 of the raw body with the API secret, what the SDK's `verifyWebhook` checks),
 *   `X-Webhook-Id` (kept across retries), `X-Webhook-Attempt`, `X-Api-Key` (Webhooks Overview
 *   docs); retries as the Push Webhook docs state (3 attempts on 408, 429, 5xx or a timeout, 2 on a
 *   network error, 6 s each, 15 s in all). Sent off the request path from a bounded queue; webhook
 *   URLs must be on this machine (no other network, as for OG scraping). Server-side
 *   `queryChannels` with `user_id` answers the user's own fields (`muted`, `hidden`, `pinned`,
 *   unread counts) for that user, as the Query Channels docs describe for server-side calls and the
 *   protocol spec's QueryChannelsRequest `user_id`: the push sender learns a member's conversation
 *   mutes through it.
 * - Left out on purpose: giphy (needs Giphy and the message-action endpoint; a channel type may
 *   name the command, and stream:configure takes it off hosted ones too), sending mobile pushes
 *   (APN, Firebase, Huawei, Xiaomi: devices are kept and listed, nothing is sent to them), webhook
 *   events other than `message.new`, SQS, SNS and pending-message hooks, before-message-send and
 *   custom-command hooks, gzip webhook bodies, shadow bans, IP bans, blocklists, automod, custom
 *   roles and permission editing (but for the `.app` grants), channel types other than messaging
 *   and team, OG scraping of anything but loopback (no internet, and no reaching into other
 *   networks), delivery receipts (`delivery_events` is off), translations, other review queue
 *   actions.
 * - Known differences: `html` is escaped text in paragraphs, not rendered markdown; search is a
 *   case-insensitive substring match; no rate limits (code 9 is never answered);
 *   `notification.message_new` is decided per connection (a tab not watching the channel gets it
 *   even if another tab watches); slow-mode timers restart with the server; user objects carry no
 *   `type` field; message ids are not checked against Stream's character set; a slash command
 *   answers an ephemeral message with our own wording; blocking a user is recorded and listed but
 *   does not filter their messages; review queue items carry no AI moderation results; revocation
 *   compares whole seconds, so a token minted in the second of a revocation stands; without
 *   `update-user-owner`, the details a connect sends for an existing user are ignored rather than
 *   refused (hosted's exact answer is unverified); an oversized custom event is refused in our own
 *   words; the error codes of the API errors docs and stream-chat's APIErrorCodes: an empty message
 *   4, an overlong one 20, a reply to a reply 21, a body over the limit 22 (413), a token not valid
 *   yet 41, issued in the future 42, a poll where polls are off 403 with 17 (as a probe of a hosted
 *   app recorded); whether hosted's /sync rewrites the earlier events of a deleted message is
 *   unverified (this server does, so none leaks); the webhook body has no `request_info`, its
 *   member order is the order members joined, the wait between webhook retries is ours (the docs
 *   name none), and a hook without `enabled` is on.
 */
import { runService } from '../shared/service-process.ts';
import { startChat } from './server.ts';

await runService('chat', startChat);
