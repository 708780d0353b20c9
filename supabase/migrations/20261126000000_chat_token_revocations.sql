-- Signing out revokes the user's chat tokens with one write to the chat server (Stream's "Update
-- Users (Partial)"), and the whole app shares that write's per-minute budget with token minting.
-- api/revoke-chat-tokens.ts keeps one row per session here, written as the user, so it spends the
-- write at most once per session per minute whichever function instance answers. The times are
-- the database's, and a user's own writes only move a row forward: nobody frees a window early by
-- writing the table directly.
create table public.chat_token_revocations (
  session_id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The latest attempt, named by the function call that made it.
  attempt uuid not null,
  attempted_at timestamptz not null default now(),
  -- Whether the chat server confirmed that attempt's revocation.
  revoked boolean not null default false
);

alter table public.chat_token_revocations enable row level security;

-- A session reaches only its own row (its access token's session_id), not even another session's
-- of the same user: a stolen session must not hold back the owner's sign-out elsewhere. Nobody
-- deletes a row through the API; the user's deletion takes them with it.
create policy "Sessions read their own revocation record"
  on public.chat_token_revocations for select
  to authenticated
  using (
    (select auth.uid()) = user_id
    and session_id = (select (auth.jwt() ->> 'session_id')::uuid)
  );

create policy "Sessions start their own revocation record"
  on public.chat_token_revocations for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and session_id = (select (auth.jwt() ->> 'session_id')::uuid)
  );

create policy "Sessions update their own revocation record"
  on public.chat_token_revocations for update
  to authenticated
  using (
    (select auth.uid()) = user_id
    and session_id = (select (auth.jwt() ->> 'session_id')::uuid)
  )
  with check (
    (select auth.uid()) = user_id
    and session_id = (select (auth.jwt() ->> 'session_id')::uuid)
  );

revoke all on public.chat_token_revocations from anon, authenticated;
grant select, insert, update on public.chat_token_revocations to authenticated;

-- What a user's write may do, whatever it asks for: start a new attempt once the last one is over,
-- or mark the current attempt revoked. A revoked attempt holds the next one off for 60 seconds,
-- the chat server's rate-limit window; an unconfirmed one (still running, or failed) for 10
-- seconds, the functions' maxDuration, so a failed revocation never uses up the minute. A write
-- that may not start an attempt leaves the row as it was, and the caller sees the attempt in
-- force. Writes without a user's token (the service role, migrations) are the project's own.
create function public.guard_chat_token_revocation() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'authenticated' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.attempted_at := now();
    new.revoked := false;
    return new;
  end if;
  if new.attempt is distinct from old.attempt then
    if old.attempted_at > now() - (case when old.revoked then interval '60 seconds'
                                        else interval '10 seconds' end) then
      return old;
    end if;
    new.attempted_at := now();
    new.revoked := false;
  else
    new.attempted_at := old.attempted_at;
    new.revoked := old.revoked or new.revoked;
  end if;
  new.session_id := old.session_id;
  new.user_id := old.user_id;
  return new;
end
$$;

revoke execute on function public.guard_chat_token_revocation() from public, anon, authenticated;

create trigger chat_token_revocations_guard
  before insert or update on public.chat_token_revocations
  for each row execute function public.guard_chat_token_revocation();
