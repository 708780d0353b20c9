-- First contact: links that bring someone into a group conversation, and a directory people agree
-- to be in.
--
-- An invite link is an opaque token (32 random bytes, base64url: shared/invite-token.ts) kept
-- here only as its SHA-256, so a read of this table never yields a working link. Links are made,
-- listed, revoked and followed only by the api/ functions (api/create-invite.ts, list-invites.ts,
-- revoke-invite.ts, join-invite.ts): whether someone may bring people into a group
-- (`update-channel-members` in the conversation's own_capabilities) is the chat server's answer,
-- which the database cannot ask, so each function asks it for the person its session gate
-- verified (two-factor rules included) and then calls the functions below with the service key,
-- naming that person. People reach the table through no policy and no grant. A maker may revoke
-- their own link even without the right to add people; a group's admins may close any of its
-- links, so a leaked one can be shut. Every attempt to follow a link is counted here, per person
-- and per link, so the limits hold whichever of Vercel's instances answers.

create table public.invite_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  channel_type text not null check (channel_type in ('messaging', 'team')),
  -- A distinct direct message (`!members-…`, its id derived from its two members) takes no links.
  channel_id text not null check (channel_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  created_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  max_uses integer check (max_uses between 1 and 1000),
  uses integer not null default 0,
  revoked_at timestamptz,
  check (expires_at > created_at and expires_at <= created_at + interval '30 days')
);

create index invite_links_channel on public.invite_links (channel_type, channel_id);

alter table public.invite_links enable row level security;

revoke all on public.invite_links from anon, authenticated;
grant all on public.invite_links to service_role;

-- Every attempt to follow a link, kept an hour: what the rate limits count.
create table app_private.invite_attempts (
  user_id uuid not null,
  link_id uuid,
  at timestamptz not null default now()
);

create index invite_attempts_user on app_private.invite_attempts (user_id, at);
create index invite_attempts_link on app_private.invite_attempts (link_id, at);
revoke all on app_private.invite_attempts from public, anon, authenticated;

-- A link's use is taken only by a join that happened: the join function holds a use, asks the chat
-- server to add the person, then keeps the use or gives it back. A hold is the person's own, one
-- row a link and person, so a person spends at most one use of a link, ever (two tabs following
-- it at once included); a kept hold stays, marked kept. Only the function that took a hold has
-- seen its id: there is no call that gives a link back uses it did not hold. A hold its function
-- never settled (it died between the two) stays taken, so a link may lose a use to a crash, never
-- admit more people than it allows; once it is older than any function lives (ten seconds,
-- vercel.json), its person's next try takes it over under a new id, spending nothing more.
create table app_private.invite_holds (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references public.invite_links (id) on delete cascade,
  user_id uuid not null,
  at timestamptz not null default now(),
  kept_at timestamptz,
  constraint invite_holds_one_per_person unique (link_id, user_id)
);

revoke all on app_private.invite_holds from public, anon, authenticated;

-- Stores a link for `p_user`, who the make function found may add people to the group, living
-- `p_days` days by the database's clock. Answers the row as its maker reads it.
create function public.create_invite_link(
  p_user uuid,
  p_token_hash text,
  p_channel_type text,
  p_channel_id text,
  p_days integer,
  p_max_uses integer
) returns jsonb
language sql
set search_path = ''
as $$
  insert into public.invite_links
    (token_hash, channel_type, channel_id, created_by, expires_at, max_uses)
  values
    (p_token_hash, p_channel_type, p_channel_id, p_user, now() + make_interval(days => p_days),
     p_max_uses)
  returning jsonb_build_object(
    'id', id,
    'created_at', created_at,
    'expires_at', expires_at,
    'max_uses', max_uses,
    'uses', uses,
    'revoked_at', revoked_at
  );
$$;

-- What following the link with this hash would do for `p_user`, counted as an attempt: `ok` with
-- the conversation and the link's maker, or why not (`unknown`, `revoked`, `expired`, `spent`,
-- `rate_limited`). Ten attempts a person and thirty a link in ten minutes: a person who mistyped
-- a link tries again a few times, a guesser gets nowhere, and a link posted somewhere public
-- cannot pull a crowd in faster than its members can notice and revoke it. A used-up, revoked or
-- expired link still names its conversation, so the join function can answer its address to
-- someone already in it (following a link twice is harmless); everyone else reads why not.
create function public.check_invite(p_user uuid, p_token_hash text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.invite_links;
  window_start timestamptz := now() - interval '10 minutes';
  refused text;
begin
  if p_user is null then
    raise exception 'check_invite needs the person following the link' using errcode = '22004';
  end if;
  delete from app_private.invite_attempts where at < now() - interval '1 hour';
  if (select count(*) from app_private.invite_attempts a
      where a.user_id = p_user and a.at > window_start) >= 10 then
    return jsonb_build_object('outcome', 'rate_limited');
  end if;
  select * into link from public.invite_links l where l.token_hash = p_token_hash;
  if link.id is null then
    insert into app_private.invite_attempts (user_id, link_id) values (p_user, null);
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if (select count(*) from app_private.invite_attempts a
      where a.link_id = link.id and a.at > window_start) >= 30 then
    return jsonb_build_object('outcome', 'rate_limited');
  end if;
  insert into app_private.invite_attempts (user_id, link_id) values (p_user, link.id);
  refused := case
    when link.revoked_at is not null then 'revoked'
    when link.expires_at <= now() then 'expired'
    when link.max_uses is not null and link.uses >= link.max_uses then 'spent'
  end;
  if refused is not null then
    return jsonb_build_object(
      'outcome', refused,
      'channel_type', link.channel_type,
      'channel_id', link.channel_id
    );
  end if;
  return jsonb_build_object(
    'outcome', 'ok',
    'channel_type', link.channel_type,
    'channel_id', link.channel_id,
    'created_by', link.created_by
  );
end
$$;

-- Holds one use of the link for `p_user`, whose attempt on it check_invite counted in the last ten
-- minutes. Answers {outcome: 'held', hold} with the id only the calling function sees; `holding`
-- when another request of theirs holds a use of it now (the join function waits for that add and
-- answers the group's address); `kept` when they spent one before; `none` when no use is left
-- (spent, revoked or expired meanwhile) or no attempt was counted. It locks the link's row before
-- it looks, so a person's holds and everyone's uses of that link are taken one at a time.
create function public.hold_invite(p_user uuid, p_token_hash text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.invite_links;
  mine app_private.invite_holds;
  hold uuid;
begin
  select * into link from public.invite_links l
    where l.token_hash = p_token_hash
      and exists (
        select 1 from app_private.invite_attempts a
        where a.user_id = p_user and a.link_id = l.id and a.at > now() - interval '10 minutes'
      )
    for update;
  if link.id is null then
    return jsonb_build_object('outcome', 'none');
  end if;
  select * into mine from app_private.invite_holds h
    where h.link_id = link.id and h.user_id = p_user;
  if mine.id is not null then
    if mine.kept_at is not null then
      return jsonb_build_object('outcome', 'kept');
    end if;
    if mine.at > now() - interval '1 minute' then
      return jsonb_build_object('outcome', 'holding');
    end if;
    if link.revoked_at is not null or link.expires_at <= now() then
      return jsonb_build_object('outcome', 'none');
    end if;
    update app_private.invite_holds h
      set id = gen_random_uuid(), at = now()
      where h.id = mine.id
      returning h.id into hold;
    return jsonb_build_object('outcome', 'held', 'hold', hold);
  end if;
  update public.invite_links l
    set uses = l.uses + 1
    where l.id = link.id
      and l.revoked_at is null
      and l.expires_at > now()
      and (l.max_uses is null or l.uses < l.max_uses);
  if not found then
    return jsonb_build_object('outcome', 'none');
  end if;
  insert into app_private.invite_holds (link_id, user_id) values (link.id, p_user)
    returning id into hold;
  return jsonb_build_object('outcome', 'held', 'hold', hold);
end
$$;

-- Settles `p_user`'s open hold: `p_joined` keeps the use (the hold stays, marked kept), otherwise
-- the hold goes and its use goes back to the link, so that person may try again. True when the
-- hold was theirs and still open; false, changing nothing, for any other id.
create function public.settle_invite_hold(p_user uuid, p_hold uuid, p_joined boolean)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with kept as (
    update app_private.invite_holds h
      set kept_at = now()
      where h.id = p_hold and h.user_id = p_user and h.kept_at is null and p_joined
      returning h.link_id
  ), given_up as (
    delete from app_private.invite_holds h
      where h.id = p_hold and h.user_id = p_user and h.kept_at is null and not p_joined
      returning h.link_id
  ), given_back as (
    update public.invite_links l
      set uses = l.uses - 1
      from given_up
      where l.id = given_up.link_id and l.uses > 0
  )
  select exists (select 1 from kept) or exists (select 1 from given_up);
$$;

-- The management functions answer a link as the people managing its group see it: its state, its
-- group and who made it, never its hash.

-- The group's links, live and past, newest first: the hundred most recent (a link lives thirty
-- days at most, so older ones only tell of the past).
create function public.list_invite_links(p_channel_type text, p_channel_id text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(l) - 'token_hash' order by l.created_at desc, l.id), '[]')
  from (
    select * from public.invite_links
    where channel_type = p_channel_type and channel_id = p_channel_id
    order by created_at desc, id
    limit 100
  ) l;
$$;

-- One link by its id, for the revoke function to learn whose group it belongs to: null when
-- there is none.
create function public.find_invite_link(p_link uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(l) - 'token_hash'
  from public.invite_links l
  where l.id = p_link;
$$;

-- Closes the link at the database's time; a link revoked before keeps its first time, so
-- revoking twice changes nothing. Answers the link, or null when there is none.
create function public.revoke_invite_link(p_link uuid) returns jsonb
language sql
set search_path = ''
as $$
  update public.invite_links l
    set revoked_at = coalesce(l.revoked_at, now())
    where l.id = p_link
    returning to_jsonb(l) - 'token_hash';
$$;

revoke execute on function public.create_invite_link(uuid, text, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.check_invite(uuid, text) from public, anon, authenticated;
revoke execute on function public.hold_invite(uuid, text) from public, anon, authenticated;
revoke execute on function public.settle_invite_hold(uuid, uuid, boolean)
  from public, anon, authenticated;
revoke execute on function public.list_invite_links(text, text) from public, anon, authenticated;
revoke execute on function public.find_invite_link(uuid) from public, anon, authenticated;
revoke execute on function public.revoke_invite_link(uuid) from public, anon, authenticated;
grant execute on function public.create_invite_link(uuid, text, text, text, integer, integer)
  to service_role;
grant execute on function public.check_invite(uuid, text) to service_role;
grant execute on function public.hold_invite(uuid, text) to service_role;
grant execute on function public.settle_invite_hold(uuid, uuid, boolean) to service_role;
grant execute on function public.list_invite_links(text, text) to service_role;
grant execute on function public.find_invite_link(uuid) to service_role;
grant execute on function public.revoke_invite_link(uuid) to service_role;

-- The directory. Off by default: a new account is found by its exact e-mail (someone who knows
-- it already knows the person) until its owner chooses to be listed by name.
alter table public.user_profiles add column findable boolean not null default false;
grant update (findable) on public.user_profiles to authenticated;

-- People the caller may start a conversation with, by a query of at least two characters: the
-- one confirmed account with exactly this e-mail, or people who chose to be findable whose name
-- contains the query. Never anyone else, never the caller, never an empty query's whole list.
-- (Who shares a conversation with the caller is the chat server's to know: the app adds them
-- from the conversations it can read.)
create function public.find_people(p_query text)
returns table (user_id uuid, first_name text, last_name text, profile_picture_url text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q text := btrim(coalesce(p_query, ''));
  pattern text;
begin
  if auth.uid() is null or not app_private.session_meets_mfa() then
    return;
  end if;
  if length(q) < 2 or length(q) > 100 then
    return;
  end if;
  if q ~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    return query
      select p.user_id, p.first_name, p.last_name, p.profile_picture_url
      from public.user_profiles p
      join auth.users u on u.id = p.user_id
      where lower(u.email) = lower(q)
        and u.email_confirmed_at is not null
        and not u.is_anonymous
        and p.user_id <> auth.uid()
      limit 1;
    return;
  end if;
  pattern := '%' || replace(replace(replace(lower(q), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select p.user_id, p.first_name, p.last_name, p.profile_picture_url
    from public.user_profiles p
    where p.findable
      and p.user_id <> auth.uid()
      and lower(concat_ws(' ', p.first_name, p.last_name)) like pattern
    order by p.first_name, p.last_name, p.user_id
    limit 20;
end
$$;

revoke execute on function public.find_people(text) from public, anon;
grant execute on function public.find_people(text) to authenticated;
