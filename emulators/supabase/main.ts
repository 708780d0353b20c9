/**
 * Supabase-compatible backend, run as its own process by `npm start`.
 *
 * Fidelity record
 * - Covered: Supabase's URL layout on one port; GoTrue auth (see auth/); PostgREST reads and
 *   writes on the `public` schema (select, filters eq/neq/gt/gte/lt/lte/like/ilike/match/
 *   imatch/in/is/isdistinct/cs/cd/ov with `not.`, `or`/`and` groups, order, limit/offset/Range,
 *   `Prefer: count|return|resolution|missing`, single-object responses, insert/upsert/update/
 *   delete), every request one transaction as the JWT's role with `request.jwt.claims` set, so
 *   grants and RLS are Postgres's own; Storage upload/upsert/update/download/public URL/signed
 *   URL/list/info/exists/delete with `storage.objects` written under RLS and the bucket's size and mime
 *   limits; migrations and seed applied as the Supabase CLI does; Supabase's roles, `auth` and
 *   `storage` schemas and helpers, extensions in `extensions`.
 * - Left out on purpose: resource embedding, RPC, OpenAPI, CSV/GeoJSON output, aggregates,
 *   JSON-path columns, full-text operators; Realtime; image transforms; resumable (TUS)
 *   uploads; bucket management, move and copy over HTTP (buckets come from migrations).
 * - Known differences: the database is PGlite (Postgres 17 in WebAssembly, one connection, so
 *   requests are serialized); the schema cache reloads itself when a request names an unknown
 *   table instead of waiting for `NOTIFY pgrst`; a REST body over 1 MiB gets 413 `PGRST413` (the
 *   hosted gateway answers that limit with its own page); writes without filters are refused
 *   with 21000 as hosted projects' pg-safeupdate does; JWT errors use PostgREST v12's wording;
 *   PGlite has no statement timeout, so the roles' statement_timeout is not enforced; Storage
 *   errors use the legacy `{statusCode, error, message}` body with HTTP 400 for client errors.
 */
import { runService } from '../shared/service-process.ts';
import { startSupabase } from './server.ts';

await runService('supabase', startSupabase);
