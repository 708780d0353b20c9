-- Following a link twice is harmless, also once it is used up, revoked or expired: the person it
-- let in (or anyone already in its group) is answered the group's address, as the first time.
--
-- Until now check_invite answered a used-up, revoked or expired link with its outcome alone, and
-- the join function refused it before asking whether the caller was in the group already: the
-- person a one-use link had just let in, following it again (or from a second tab, as a sign-up
-- confirmed from its e-mail opens one), read "This invite link has been used as many times as it
-- allows". Now those outcomes name the link's conversation too, and the join function answers its
-- address to someone the chat server shows is in it; everyone else still reads why not. The
-- attempt is counted as before, and no use is taken.

create or replace function public.check_invite(p_user uuid, p_token_hash text) returns jsonb
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

revoke execute on function public.check_invite(uuid, text) from public, anon, authenticated;
grant execute on function public.check_invite(uuid, text) to service_role;
