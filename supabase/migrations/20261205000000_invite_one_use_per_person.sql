-- A person spends at most one use of a link, ever: following it again, from a second tab at the
-- same moment or later, takes none.
--
-- Until now every hold took a use, whoever held it: one person's two tabs following the same link
-- at once (the sign-up tab and the tab its confirmation e-mail opened) both found the person not
-- in the group yet, both held a use, and a link of two uses had one left for one guest. A kept
-- hold was deleted, so nothing remembered who had spent a use either.
--
-- Now a hold is the person's own, one row a link and person (a unique key), and a kept one stays,
-- marked kept. hold_invite locks the link's row before it looks, so a person's holds and everyone's
-- uses of that link are taken one at a time, and answers what it found: a new hold, the person's
-- hold another of their requests is still settling (`holding`: the join function waits for that
-- add and answers the group's address), a use the person kept before (`kept`: nothing more to
-- spend), or no use left. A use given back still deletes its hold, so that person may try again.
--
-- A hold its function never settled stays taken, as before, but no longer shuts its person out:
-- once it is older than any function lives (ten seconds, vercel.json), that person's next hold on
-- a live link takes it over under a new id, spending nothing more.

alter table app_private.invite_holds add column kept_at timestamptz;

-- Holds left open when this runs are duplicates only by the defect above: the oldest stays, the
-- others' uses stay spent (a link may lose a use, never admit extra).
delete from app_private.invite_holds h
  using app_private.invite_holds older
  where older.link_id = h.link_id
    and older.user_id = h.user_id
    and (older.at, older.id) < (h.at, h.id);

alter table app_private.invite_holds
  add constraint invite_holds_one_per_person unique (link_id, user_id);

drop function public.hold_invite(uuid, text);

-- Holds one use of the link for `p_user`, whose attempt on it check_invite counted in the last ten
-- minutes. Answers {outcome: 'held', hold} with the id only the calling function sees; `holding`
-- when another request of theirs holds a use of it now; `kept` when they spent one before; `none`
-- when no use is left (spent, revoked or expired meanwhile) or no attempt was counted.
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
-- the hold goes and its use goes back to the link. True when the hold was theirs and still open;
-- false, changing nothing, for any other id.
create or replace function public.settle_invite_hold(p_user uuid, p_hold uuid, p_joined boolean)
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

revoke execute on function public.hold_invite(uuid, text) from public, anon, authenticated;
grant execute on function public.hold_invite(uuid, text) to service_role;
