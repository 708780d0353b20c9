-- Invite links are made and spent only by the api/ functions, after the chat server was asked.
--
-- Until now a person stored a link straight through the Data API, so anyone signed in could store
-- a link to any group they could name: their right to add people (`update-channel-members` in
-- the conversation's own_capabilities, as the chat server reads it for them) was asked only when
-- someone followed the link. And check_invite, hold_invite and settle_invite_hold were open to
-- every signed-in session: whoever knew a link could take its uses with `rpc('hold_invite')`,
-- joining nobody, outside the join function's rate limits.
--
-- Now the make function (api/create-invite.ts) asks the chat server first and stores the link
-- with the service key through create_invite_link; people no longer insert links. They still read
-- their own links and revoke them directly: a revocation can only close a link its maker made.
-- The functions below name the person they act for and answer the service role only, which the
-- join function (api/join-invite.ts) uses for the person its session gate (two-factor rules
-- included) verified. A use is held only for a person whose attempt on that very link was counted
-- in the rate limits' window, so no path spends a use past the limits.

drop policy "Makers store their own invite links" on public.invite_links;
-- Also revokes the column grants of the earlier migration (REVOKE on a table covers its columns).
revoke insert on public.invite_links from authenticated;

-- The guard's insert branch normalised a person's new link; only the service role inserts now.
drop trigger invite_links_guard on public.invite_links;

create or replace function app_private.guard_invite_link() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') = 'authenticated' then
    new.revoked_at := coalesce(
      old.revoked_at,
      case when new.revoked_at is null then null else now() end
    );
  end if;
  return new;
end
$$;

create trigger invite_links_guard
  before update on public.invite_links
  for each row execute function app_private.guard_invite_link();

drop function public.check_invite(text);
drop function public.hold_invite(text);
drop function public.settle_invite_hold(uuid, boolean);

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
-- `rate_limited`). Ten attempts a person and thirty a link in ten minutes, as before.
create function public.check_invite(p_user uuid, p_token_hash text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.invite_links;
  window_start timestamptz := now() - interval '10 minutes';
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

-- Takes one use of the link for `p_user` and answers the hold's id; null when none is left
-- (spent, revoked or expired meanwhile) or when check_invite did not count this person's attempt
-- on this link in the last ten minutes. One statement, so two people after the last use cannot
-- both hold it.
create function public.hold_invite(p_user uuid, p_token_hash text) returns uuid
language sql
security definer
set search_path = ''
as $$
  with held as (
    update public.invite_links l
      set uses = l.uses + 1
      where l.token_hash = p_token_hash
        and l.revoked_at is null
        and l.expires_at > now()
        and (l.max_uses is null or l.uses < l.max_uses)
        and exists (
          select 1 from app_private.invite_attempts a
          where a.user_id = p_user and a.link_id = l.id and a.at > now() - interval '10 minutes'
        )
      returning l.id
  )
  insert into app_private.invite_holds (link_id, user_id)
    select held.id, p_user from held
    returning id;
$$;

-- Settles `p_user`'s hold: `p_joined` keeps the use, otherwise it goes back to the link. True
-- when the hold was theirs and still open; false, changing nothing, for any other id.
create function public.settle_invite_hold(p_user uuid, p_hold uuid, p_joined boolean)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with settled as (
    delete from app_private.invite_holds h
      where h.id = p_hold and h.user_id = p_user
      returning h.link_id
  ), given_back as (
    update public.invite_links l
      set uses = l.uses - 1
      from settled
      where l.id = settled.link_id and not p_joined and l.uses > 0
  )
  select exists (select 1 from settled);
$$;

revoke execute on function public.create_invite_link(uuid, text, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.check_invite(uuid, text) from public, anon, authenticated;
revoke execute on function public.hold_invite(uuid, text) from public, anon, authenticated;
revoke execute on function public.settle_invite_hold(uuid, uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.create_invite_link(uuid, text, text, text, integer, integer)
  to service_role;
grant execute on function public.check_invite(uuid, text) to service_role;
grant execute on function public.hold_invite(uuid, text) to service_role;
grant execute on function public.settle_invite_hold(uuid, uuid, boolean) to service_role;
