-- First contact: links that bring someone into a group conversation, and a directory people agree
-- to be in.
--
-- An invite link is an opaque token (32 random bytes, base64url: shared/invite-token.ts) kept
-- here only as its SHA-256, so a read of this table never yields a working link. The person who
-- makes one stores it as themselves; whether they may bring people in (a member of the group
-- allowed to add members) is checked by the join function (api/join-invite.ts) against the chat
-- server every time the link is followed, so a link dies with its maker's right to add people.
-- The function reads and spends links only through the two functions below, as the person who
-- follows the link, and they count every attempt: per person and per link, in this database,
-- so the limits hold whichever of Vercel's instances answers.

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

-- The maker sees and revokes their own links; nobody else reads a link's row through the API.
create policy "Makers read their own invite links"
  on public.invite_links for select
  to authenticated
  using ((select auth.uid()) = created_by);

create policy "Makers store their own invite links"
  on public.invite_links for insert
  to authenticated
  with check ((select auth.uid()) = created_by);

create policy "Makers revoke their own invite links"
  on public.invite_links for update
  to authenticated
  using ((select auth.uid()) = created_by)
  with check ((select auth.uid()) = created_by);

create policy "Two-factor users reach their invite links only from an aal2 session"
  on public.invite_links as restrictive
  for all
  to authenticated
  using ((select app_private.session_meets_mfa()))
  with check ((select app_private.session_meets_mfa()));

revoke all on public.invite_links from anon, authenticated;
grant select on public.invite_links to authenticated;
grant insert (token_hash, channel_type, channel_id, expires_at, max_uses)
  on public.invite_links to authenticated;
grant update (revoked_at) on public.invite_links to authenticated;
grant all on public.invite_links to service_role;

-- A person's write starts a link fresh and unused, and afterwards can only revoke it, once, at
-- the database's time. Writes without a user's token (the service role) are the project's own.
create function app_private.guard_invite_link() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
    new.created_at := now();
    new.uses := 0;
    new.revoked_at := null;
    return new;
  end if;
  new.revoked_at := coalesce(old.revoked_at, case when new.revoked_at is null then null else now() end);
  return new;
end
$$;

revoke all on function app_private.guard_invite_link() from public, anon, authenticated;

create trigger invite_links_guard
  before insert or update on public.invite_links
  for each row execute function app_private.guard_invite_link();

-- Every attempt to follow a link, kept an hour: what the rate limits count.
create table app_private.invite_attempts (
  user_id uuid not null,
  link_id uuid,
  at timestamptz not null default now()
);

create index invite_attempts_user on app_private.invite_attempts (user_id, at);
create index invite_attempts_link on app_private.invite_attempts (link_id, at);
revoke all on app_private.invite_attempts from public, anon, authenticated;

-- What following the link with this hash would do for the caller, counted as an attempt:
-- `ok` with the conversation and the link's maker, or why not (`unknown`, `revoked`, `expired`,
-- `spent`, `rate_limited`). Ten attempts a person and thirty a link in ten minutes: a person who
-- mistyped a link tries again a few times, a guesser gets nowhere, and a link posted somewhere
-- public cannot pull a crowd in faster than its members can notice and revoke it.
create function public.check_invite(p_token_hash text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  link public.invite_links;
  window_start timestamptz := now() - interval '10 minutes';
begin
  if me is null or not app_private.session_meets_mfa() then
    raise exception 'a signed-in session is required' using errcode = '42501';
  end if;
  delete from app_private.invite_attempts where at < now() - interval '1 hour';
  if (select count(*) from app_private.invite_attempts a
      where a.user_id = me and a.at > window_start) >= 10 then
    return jsonb_build_object('outcome', 'rate_limited');
  end if;
  select * into link from public.invite_links l where l.token_hash = p_token_hash;
  if link.id is null then
    insert into app_private.invite_attempts (user_id, link_id) values (me, null);
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if (select count(*) from app_private.invite_attempts a
      where a.link_id = link.id and a.at > window_start) >= 30 then
    return jsonb_build_object('outcome', 'rate_limited');
  end if;
  insert into app_private.invite_attempts (user_id, link_id) values (me, link.id);
  if link.revoked_at is not null then
    return jsonb_build_object('outcome', 'revoked');
  end if;
  if link.expires_at <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;
  if link.max_uses is not null and link.uses >= link.max_uses then
    return jsonb_build_object('outcome', 'spent');
  end if;
  return jsonb_build_object(
    'outcome', 'ok',
    'channel_type', link.channel_type,
    'channel_id', link.channel_id,
    'created_by', link.created_by
  );
end
$$;

-- Takes one use of the link if it still has one: true, or false when it was spent, revoked or
-- expired meanwhile. One statement, so two people taking the last use cannot both get it.
create function public.spend_invite(p_token_hash text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not app_private.session_meets_mfa() then
    raise exception 'a signed-in session is required' using errcode = '42501';
  end if;
  update public.invite_links l
    set uses = l.uses + 1
    where l.token_hash = p_token_hash
      and l.revoked_at is null
      and l.expires_at > now()
      and (l.max_uses is null or l.uses < l.max_uses);
  return found;
end
$$;

revoke execute on function public.check_invite(text) from public, anon;
revoke execute on function public.spend_invite(text) from public, anon;
grant execute on function public.check_invite(text) to authenticated;
grant execute on function public.spend_invite(text) to authenticated;

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
