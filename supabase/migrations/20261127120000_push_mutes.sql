-- The people each user muted in chat, for the push sender (api/stream-webhook.ts). Stream keeps
-- a user's mutes with the user and hands them only to that user's own connections (connectUser's
-- `me.mutes`, `notification.mutes_updated`); no server-side call lists them. Parley's pages copy
-- the list here whenever it changes, so a muted person's messages never push. Only the owner
-- reads or writes their row, from a session that meets two-factor sign-in; the sender reads with
-- the service role. A missing row means nobody is muted.

create table public.push_mutes (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- Chat user ids (a Parley person's id is their Supabase id; others may exist on the server).
  muted_user_ids text[] not null default '{}' check (
    cardinality(muted_user_ids) <= 5000
    and array_position(muted_user_ids, null) is null
  ),
  updated_at timestamptz not null default now()
);

alter table public.push_mutes enable row level security;

create policy "Users manage their own muted people for pushes"
  on public.push_mutes for all
  to authenticated
  using ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()))
  with check ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()));

revoke all on public.push_mutes from anon, authenticated;
grant select, insert, update, delete on public.push_mutes to authenticated;
