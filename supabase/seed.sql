-- Demo accounts (emulators/demo-users.ts lists the same; a test keeps them in step). Written as
-- for a hosted project: auth.users + auth.identities rows with a bcrypt password; the
-- on_auth_user_created trigger creates each profile. Sam has no first name and Bob no picture,
-- so the app's fallbacks show; Alice's picture is an inline SVG so it works offline.
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

update public.user_profiles
set profile_picture_url = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20width%3D%2264%22%20height%3D%2264%22%20rx%3D%2232%22%20fill%3D%22%237c3aed%22%2F%3E%3Ctext%20x%3D%2232%22%20y%3D%2242%22%20font-family%3D%22sans-serif%22%20font-size%3D%2228%22%20text-anchor%3D%22middle%22%20fill%3D%22%23fff%22%3EAM%3C%2Ftext%3E%3C%2Fsvg%3E'
where user_id = 'a11ce000-0000-4000-8000-000000000001';
