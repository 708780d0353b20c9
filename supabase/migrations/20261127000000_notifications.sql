-- Notifications: each user's choices, shared by every device of theirs and by the push sender
-- (api/stream-webhook.ts), and the Web Push subscriptions of their devices. Only the owner reads
-- or writes their rows, from a session that meets two-factor sign-in; the sender reads everyone's
-- with the service role. webhook_receipts, which nobody but the service role touches, lets the
-- sender act once per Stream webhook call however often Stream retries it.

create table public.notification_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- 'direct': direct messages and mentions; 'all': every message; 'off': none. No row: off.
  level text not null default 'direct' check (level in ('direct', 'all', 'off')),
  -- Whether a notification carries the message's words, or only "New message".
  show_text boolean not null default true,
  updated_at timestamptz not null default now()
);

create table public.push_subscriptions (
  -- The push service's address for one browser on one device: one row per device.
  endpoint text primary key check (endpoint ~ '^https?://' and length(endpoint) <= 2048),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The subscription's keys (base64url): the browser's P-256 public key and its auth secret.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{80,100}={0,2}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{16,32}={0,2}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index push_subscriptions_user on public.push_subscriptions (user_id);

create table public.webhook_receipts (
  webhook_id text primary key check (length(webhook_id) between 1 and 200),
  received_at timestamptz not null default now()
);

alter table public.notification_settings enable row level security;
alter table public.push_subscriptions enable row level security;
alter table public.webhook_receipts enable row level security;

create policy "Users manage their own notification settings"
  on public.notification_settings for all
  to authenticated
  using ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()))
  with check ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()));

create policy "Users manage their own devices' push subscriptions"
  on public.push_subscriptions for all
  to authenticated
  using ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()))
  with check ((select auth.uid()) = user_id and (select app_private.session_meets_mfa()));

revoke all on public.notification_settings from anon, authenticated;
revoke all on public.push_subscriptions from anon, authenticated;
revoke all on public.webhook_receipts from anon, authenticated;
grant select, insert, update, delete on public.notification_settings to authenticated;
grant select, insert, update, delete on public.push_subscriptions to authenticated;
