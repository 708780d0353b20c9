-- Two-factor sign-in protects the data, not only the screen: Supabase's "Enforce MFA" pattern,
-- a restrictive policy that refuses an aal1 session of a user who has a verified factor. The
-- check reads auth.mfa_factors, which user roles cannot read, so it is a SECURITY DEFINER
-- function in a schema the API does not expose.
create schema if not exists app_private;
revoke all on schema app_private from public;
grant usage on schema app_private to authenticated;

create function app_private.session_meets_mfa() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = auth.uid() and f.status = 'verified'
    );
$$;

revoke execute on function app_private.session_meets_mfa() from public, anon;
grant execute on function app_private.session_meets_mfa() to authenticated;

create policy "Two-factor users reach their profile only from an aal2 session"
  on public.user_profiles as restrictive
  for all
  to authenticated
  using ((select app_private.session_meets_mfa()))
  with check ((select app_private.session_meets_mfa()));

create policy "Two-factor users reach their avatars only from an aal2 session"
  on storage.objects as restrictive
  for all
  to authenticated
  using (bucket_id <> 'avatars' or (select app_private.session_meets_mfa()))
  with check (bucket_id <> 'avatars' or (select app_private.session_meets_mfa()));

-- Nobody lists the bucket's folders (they are user ids); a signed-in user lists and reads their
-- own folder. Public URLs serve every avatar without this policy, as they always did.
drop policy "Avatar images are publicly readable" on storage.objects;

create policy "Users list and read avatars in their own folder"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- A user changes only their names and picture; user_id and created_at stay what the sign-up made.
revoke update on public.user_profiles from anon, authenticated;
grant update (first_name, last_name, profile_picture_url) on public.user_profiles to authenticated;

-- The picture others see is an object of the user's own folder in this project's avatars bucket,
-- or nothing: never another host (a tracking pixel for every viewer), another user's folder, or a
-- script URL. The project's URL is the issuer of the user's own access token (`<url>/auth/v1`),
-- signed by the project. Requests without a user's token (migrations, seeds, the service role)
-- are not checked: they are the project's own.
create function public.check_profile_picture() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  picture text := new.profile_picture_url;
  folder text;
begin
  if picture is null or picture = '' then
    return new;
  end if;
  if tg_op = 'UPDATE' and picture is not distinct from old.profile_picture_url then
    return new;
  end if;
  if coalesce(auth.jwt() ->> 'role', '') <> 'authenticated' then
    return new;
  end if;
  folder := regexp_replace(coalesce(auth.jwt() ->> 'iss', ''), '/auth/v1$', '')
    || '/storage/v1/object/public/avatars/' || new.user_id::text || '/';
  if left(picture, length(folder)) <> folder
    or substr(picture, length(folder) + 1) !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$' then
    raise exception 'profile_picture_url must be a picture in your own folder of the avatars bucket, or empty'
      using errcode = '23514';
  end if;
  return new;
end
$$;

revoke execute on function public.check_profile_picture() from public, anon, authenticated;

create trigger user_profiles_check_profile_picture
  before insert or update of profile_picture_url on public.user_profiles
  for each row execute function public.check_profile_picture();
