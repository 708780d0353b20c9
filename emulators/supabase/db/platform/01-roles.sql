-- The roles and grants a hosted Supabase project has before any migration runs, so migrations
-- written for Supabase (grants, `to authenticated` policies) apply unchanged. Idempotent.
do $$
declare
  spec record;
begin
  for spec in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit'),
      ('supabase_auth_admin', 'nologin noinherit'),
      ('supabase_storage_admin', 'nologin noinherit')
    ) as roles(name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = spec.name) then
      execute format('create role %I %s', spec.name, spec.attributes);
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- Supabase keeps extensions in their own schema, on every role's search_path (the database
-- module sets it for PGlite's one session), so `extensions.crypt(...)` and bare `crypt(...)`
-- both resolve as they do in a hosted project.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
