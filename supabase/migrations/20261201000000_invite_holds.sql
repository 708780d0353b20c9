-- A link's use is taken only by a join that happened. The join function used to spend a use and
-- then ask the chat server to add the person; when the chat server refused, the use was gone.
-- Now it holds a use first (one statement, so two people after the last use cannot both hold
-- it), adds the person, and then keeps the use, or gives it back when the add did not happen.
-- Both ends name the hold, an id only the function that took it has seen, and only its holder's
-- session may settle it: there is no call that gives a link back uses it did not hold.
--
-- A hold its function never settled (the function died between the two) stays taken, as a spent
-- use did before: a link may lose a use to a crash, never give away more people than it allows.

create table app_private.invite_holds (
  id uuid primary key default gen_random_uuid(),
  link_id uuid not null references public.invite_links (id) on delete cascade,
  user_id uuid not null,
  at timestamptz not null default now()
);

revoke all on app_private.invite_holds from public, anon, authenticated;

drop function public.spend_invite(text);

-- Takes one use of the link for the caller if it still has one and answers the hold's id; null
-- when none is left (spent, revoked or expired meanwhile).
create function public.hold_invite(p_token_hash text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  held_link uuid;
  hold uuid;
begin
  if me is null or not app_private.session_meets_mfa() then
    raise exception 'a signed-in session is required' using errcode = '42501';
  end if;
  update public.invite_links l
    set uses = l.uses + 1
    where l.token_hash = p_token_hash
      and l.revoked_at is null
      and l.expires_at > now()
      and (l.max_uses is null or l.uses < l.max_uses)
    returning l.id into held_link;
  if held_link is null then
    return null;
  end if;
  insert into app_private.invite_holds (link_id, user_id) values (held_link, me)
    returning id into hold;
  return hold;
end
$$;

-- Settles the caller's hold: `p_joined` keeps the use, otherwise it goes back to the link. True
-- when the hold was the caller's and still open; false, changing nothing, for any other id.
create function public.settle_invite_hold(p_hold uuid, p_joined boolean) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  held_link uuid;
begin
  if me is null or not app_private.session_meets_mfa() then
    raise exception 'a signed-in session is required' using errcode = '42501';
  end if;
  delete from app_private.invite_holds h
    where h.id = p_hold and h.user_id = me
    returning h.link_id into held_link;
  if held_link is null then
    return false;
  end if;
  if not p_joined then
    update public.invite_links l set uses = l.uses - 1 where l.id = held_link and l.uses > 0;
  end if;
  return true;
end
$$;

revoke execute on function public.hold_invite(text) from public, anon;
revoke execute on function public.settle_invite_hold(uuid, boolean) from public, anon;
grant execute on function public.hold_invite(text) to authenticated;
grant execute on function public.settle_invite_hold(uuid, boolean) to authenticated;
