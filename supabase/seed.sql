-- Demo accounts (emulators/demo/users.ts lists the same; a test keeps them in step). Written as
-- for a hosted project: auth.users + auth.identities rows with a bcrypt password; the
-- on_auth_user_created trigger creates each profile. Sam has no first name, so the app's
-- fallbacks show. Nobody gets a picture here: a picture must be a file in the user's avatars
-- folder, which SQL cannot upload. `npm start` gives Alice one through the storage API
-- (emulators/demo/avatars.ts); with the Supabase CLI she has none until someone uploads one.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', demo.id::uuid, 'authenticated', 'authenticated',
  demo.email, crypt('parley-demo-pass', gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, demo.meta::jsonb, now(), now(),
  '', '', '', ''
from (values
  ('a11ce000-0000-4000-8000-000000000001', 'alice@parley.local', '{"first_name":"Alice","last_name":"Martin"}'),
  ('b0b00000-0000-4000-8000-000000000002', 'bob@parley.local', '{"first_name":"Bob","last_name":"Okafor"}'),
  ('5a300000-0000-4000-8000-000000000003', 'sam@parley.local', '{"last_name":"Rivera"}')
) as demo(id, email, meta);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now(), now(), now()
from auth.users u
where u.email in ('alice@parley.local', 'bob@parley.local', 'sam@parley.local');
