-- Web Push, hardened. A device's subscription belongs to the session that stored it: the push
-- sender (api/stream-webhook.ts) reads devices only through public.push_devices_of, which keeps a
-- row only while that session exists in auth.sessions, so signing out everywhere, a new password
-- or an admin's revocation (which end sessions) also end that device's pushes, and a browser
-- someone else is now signed into stops getting the first person's messages. Supabase's access
-- tokens carry the session's id in `session_id`, the primary key of auth.sessions, and keep it
-- across refreshes (https://supabase.com/docs/guides/auth/sessions); a security definer function
-- runs as its owner, the project's postgres role, which reads the auth schema
-- (https://supabase.com/docs/guides/database/functions, security definer), with
-- `set search_path = ''` and EXECUTE only for the service role
-- (https://supabase.com/kb/troubleshooting/how-can-i-revoke-execution-of-a-postgresql-function-2GYb0A).
--
-- Also: at most ten devices a person, receipts per message and device instead of per webhook
-- call, and chat ids in push_mutes no longer than Stream's user ids (255 characters:
-- GetStream/protocol, jsonschemas/chat/user.schema.json).

-- Rows stored before this migration name no session. They go: each device stores its row again
-- (now with its session) the next time Parley opens on it with notifications on.
delete from public.push_subscriptions;

alter table public.push_subscriptions add column session_id uuid not null;
create index push_subscriptions_session on public.push_subscriptions (session_id);

-- The session is the caller's, whatever the request says: a user's write (insert, or the update
-- of an upsert) takes the access token's session, so storing the row again from a new session
-- moves it there. Writes without a user's token (the service role) are the project's own.
create function app_private.bind_push_subscription_to_session() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'authenticated' then
    new.session_id := (auth.jwt() ->> 'session_id')::uuid;
  end if;
  return new;
end
$$;

revoke all on function app_private.bind_push_subscription_to_session() from public, anon, authenticated;

create trigger push_subscriptions_bind_session
  before insert or update on public.push_subscriptions
  for each row execute function app_private.bind_push_subscription_to_session();

-- Ten devices a person: beyond that every message would cost the deployment a push to each, and
-- a flood of rows could hold up everyone else's pushes. A row being written again (an upsert of
-- an endpoint that exists) is not a new device, and an endpoint that is someone else's is left
-- to row level security (403, 42501). Rows of the person's ended sessions are never sent to:
-- they go here, and do not count. Concurrent inserts of one person wait for each other, so two
-- at once cannot both take the tenth place. Security definer: the count must see every row of
-- the person whatever the caller's session may read.
create function app_private.limit_push_devices() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  others integer;
begin
  if tg_op = 'UPDATE' and new.user_id = old.user_id then
    return new;
  end if;
  if tg_op = 'INSERT' and exists (
    select 1 from public.push_subscriptions p where p.endpoint = new.endpoint
  ) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('push_subscriptions:' || new.user_id::text, 0));
  delete from public.push_subscriptions p
   where p.user_id = new.user_id
     and p.endpoint <> new.endpoint
     and not exists (
       select 1 from auth.sessions s
        where s.id = p.session_id and s.user_id = p.user_id
          and (s.not_after is null or s.not_after > now())
     );
  select count(*) into others from public.push_subscriptions p
   where p.user_id = new.user_id and p.endpoint <> new.endpoint;
  if others >= 10 then
    raise exception 'push_device_limit'
      using errcode = 'P0001',
            detail = 'A person receives pushes on at most 10 devices.',
            hint = 'Turn notifications off on a device that no longer needs them.';
  end if;
  return new;
end
$$;

revoke all on function app_private.limit_push_devices() from public, anon, authenticated;

create trigger push_subscriptions_limit
  before insert or update on public.push_subscriptions
  for each row execute function app_private.limit_push_devices();

-- The devices the sender may push to: those whose session still exists and has not run out, of
-- people not banned or deleted.
create function public.push_devices_of(user_ids uuid[])
returns table (endpoint text, user_id uuid, p256dh text, auth text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.endpoint, p.user_id, p.p256dh, p.auth
    from public.push_subscriptions p
    join auth.sessions s on s.id = p.session_id and s.user_id = p.user_id
    join auth.users u on u.id = p.user_id
   where p.user_id = any (user_ids)
     and (s.not_after is null or s.not_after > now())
     and (u.banned_until is null or u.banned_until <= now())
     and u.deleted_at is null
   order by p.user_id, p.created_at, p.endpoint
$$;

revoke execute on function public.push_devices_of(uuid[]) from public, anon, authenticated;
grant execute on function public.push_devices_of(uuid[]) to service_role;

-- Which devices a message has been pushed to (or is being pushed to right now): the sender
-- claims a device before sending, so a retried or replayed webhook call never pushes a message
-- twice to a device, whatever its webhook id, while a device whose push failed or was not reached
-- in time is released for Stream's retry. Keyed by the endpoint's SHA-256 (base64url): the
-- endpoint itself is a capability, and the hash keeps release lists short. Kept an hour (the
-- sender deletes older ones); the sender refuses events older than ten minutes.
drop table public.webhook_receipts;

create table public.push_receipts (
  message_id text not null check (length(message_id) between 1 and 255),
  endpoint_sha256 text not null check (endpoint_sha256 ~ '^[A-Za-z0-9_-]{43}$'),
  claimed_at timestamptz not null default now(),
  primary key (message_id, endpoint_sha256)
);

create index push_receipts_claimed_at on public.push_receipts (claimed_at);

alter table public.push_receipts enable row level security;
revoke all on public.push_receipts from anon, authenticated;

-- Stream's user ids are at most 255 characters; a longer "id" is no chat user, only storage.
-- Existing rows lose such elements before the rule applies.
create function app_private.longest_element(items text[]) returns integer
language sql
immutable
set search_path = ''
as $$
  select coalesce(max(length(item)), 0) from unnest(items) as item
$$;

revoke all on function app_private.longest_element(text[]) from public, anon;
grant execute on function app_private.longest_element(text[]) to authenticated, service_role;

update public.push_mutes
   set muted_user_ids = array(select id from unnest(muted_user_ids) as id where length(id) <= 255)
 where app_private.longest_element(muted_user_ids) > 255;

alter table public.push_mutes
  add constraint push_mutes_ids_are_chat_ids check (app_private.longest_element(muted_user_ids) <= 255);
