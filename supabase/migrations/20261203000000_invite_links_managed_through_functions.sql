-- A group's invite links are listed and revoked by the members who may add people to it, not
-- only by each link's maker: a link a member made that leaked can be closed by the group's admins.
--
-- Until now a maker read and revoked their own links straight through the Data API, under row
-- level security, and nobody else could. Whether someone may add people to a group is the chat
-- server's answer (`update-channel-members` in the conversation's own_capabilities, as read for
-- them), which the database cannot ask. So listing and revoking move into the functions
-- (api/list-invites.ts, api/revoke-invite.ts), as making and following already did: they ask the
-- chat server and then call the database functions below with the service key. A maker revokes
-- their own link through the same function (they may, even without the right to add people), so
-- the direct path is closed: people now reach the table through no policy and no grant.

drop policy "Makers read their own invite links" on public.invite_links;
drop policy "Makers revoke their own invite links" on public.invite_links;
drop policy "Two-factor users reach their invite links only from an aal2 session"
  on public.invite_links;
-- Also revokes the column grants of the earlier migrations (REVOKE on a table covers its columns).
revoke all on public.invite_links from anon, authenticated;

-- The guard kept a person's direct update to a single revocation; no person updates links now.
drop trigger invite_links_guard on public.invite_links;
drop function app_private.guard_invite_link();

-- Each function answers a link as the people managing its group see it: its state, its group and
-- who made it, never its hash.

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

revoke execute on function public.list_invite_links(text, text) from public, anon, authenticated;
revoke execute on function public.find_invite_link(uuid) from public, anon, authenticated;
revoke execute on function public.revoke_invite_link(uuid) from public, anon, authenticated;
grant execute on function public.list_invite_links(text, text) to service_role;
grant execute on function public.find_invite_link(uuid) to service_role;
grant execute on function public.revoke_invite_link(uuid) to service_role;
