/**
 * Name and picture. Saving updates `user_profiles` and then the chat identity, which the other
 * people in a conversation see change without anyone reloading.
 */
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { storage as avatarStorage } from '../../core/supabase/storage-client.ts';
import { Field, FormError, SubmitButton } from '../../ui/field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { checkName } from '../../lib/validation.ts';
import { dispatch, useConnection } from '../../core/connection/connection-controller.ts';
import { fetchProfile, saveProfile } from '../../core/connection/profile-api.ts';
import type { Profile } from '../../../shared/chat-identity.ts';
import { cacheProfile } from '../../core/session/profile-cache.ts';
import { useSession } from '../../core/session/session-store.ts';
import { avatarProblem, resizeAvatar } from './avatar-image.ts';
import { GuestUpgrade } from './guest-upgrade.tsx';
import { t } from '../../lib/i18n/translate.ts';
import { errorDetail, explainError } from '../../lib/error-words.ts';
import { StorageNotice } from './storage-notice.tsx';
import { FindableSetting } from './findable-setting.tsx';
import { SettingsCard } from '../../ui/settings-card.tsx';

interface ProfileFormProps {
  userId: string;
  profile: Profile;
  onSaved: (p: Profile) => void;
}

function NameForm({ userId, profile, onSaved }: ProfileFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm(
    { firstName: profile.first_name ?? '', lastName: profile.last_name ?? '' },
    () => ({ firstName: checkName('first name'), lastName: checkName('last name') }),
    async ({ firstName, lastName }) => {
      setSaved(false);
      const next = { ...profile, first_name: firstName.trim(), last_name: lastName.trim() };
      await saveProfile(userId, { first_name: next.first_name, last_name: next.last_name });
      onSaved(next);
      setSaved(true);
    },
  );
  return (
    <SettingsCard name="name" title={t('Your name')} onSubmit={form.onSubmit}>
      <div className="field-row">
        <Field form={form} name="firstName" label={t('First name')} autoComplete="given-name" />
        <Field form={form} name="lastName" label={t('Last name')} autoComplete="family-name" />
      </div>
      <FormError message={form.formError} />
      {saved ? (
        <p className="form-ok" role="status">
          {t('Saved. Your conversations show the new name.')}
        </p>
      ) : null}
      <SubmitButton busy={form.submitting} label={t('Save name')} busyLabel={t('Saving…')} />
    </SettingsCard>
  );
}

function AvatarForm({ userId, profile, onSaved }: ProfileFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSaved(false);
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const picture = await resizeAvatar(file);
      const extension = picture.type === 'image/webp' ? 'webp' : 'png';
      // A new name per upload, so no cache anywhere shows the old picture.
      const path = `${userId}/avatar-${Date.now()}.${extension}`;
      const storage = avatarStorage().from('avatars');
      const { error: uploadError } = await storage.upload(path, picture, {
        contentType: picture.type,
        upsert: true,
      });
      if (uploadError) throw new Error(uploadError.message);
      const url = storage.getPublicUrl(path).data.publicUrl;
      await saveProfile(userId, { profile_picture_url: url });
      onSaved({ ...profile, profile_picture_url: url });
      setSaved(true);
    } catch (e) {
      setError(explainError('The picture could not be saved: {{reason}}', e));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await saveProfile(userId, { profile_picture_url: null });
      onSaved({ ...profile, profile_picture_url: null });
    } catch (e) {
      setError(explainError('The profile could not be saved.', e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard name="avatar" title={t('Your picture')}>
      <div className="avatar-row">
        {profile.profile_picture_url ? (
          <img
            className="avatar-preview"
            src={profile.profile_picture_url}
            alt={t('Your current picture')}
            width={96}
            height={96}
          />
        ) : (
          <span className="avatar-preview avatar-empty" aria-hidden="true" />
        )}
        <div className="avatar-actions">
          <label className={`button secondary${busy ? ' is-busy' : ''}`} aria-disabled={busy}>
            {busy ? t('Uploading…') : t('Choose a picture')}
            <input
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={choose}
              disabled={busy}
              aria-describedby="avatar-hint"
            />
          </label>
          {profile.profile_picture_url ? (
            <button type="button" className="button ghost" onClick={remove} disabled={busy}>
              {t('Remove picture')}
            </button>
          ) : null}
        </div>
      </div>
      <p id="avatar-hint" className="muted">
        {t('PNG, JPEG or WebP. It is cropped to a square and made small before uploading.')}
      </p>
      <FormError message={error} />
      {saved ? (
        <p className="form-ok" role="status">
          {t('Picture saved.')}
        </p>
      ) : null}
    </SettingsCard>
  );
}

/** `children`: sections the app adds below the profile's own (notifications). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const userId = session?.user.id ?? '';
  const { identity } = useConnection();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Kept after the upgrade (USER_UPDATED clears is_anonymous) so the confirmation stays visible.
  const [arrivedAsGuest] = useState(() => session?.user.is_anonymous === true);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    fetchProfile(userId)
      .then((p) => current && setProfile(p))
      .catch((e: unknown) => current && setLoadError(errorDetail(e)));
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  function saved(next: Profile) {
    setProfile(next);
    void cacheProfile(userId, next);
    dispatch({ type: 'profile-edited' });
  }

  return (
    <div className="settings-page">
      <h1>{t('Profile')}</h1>
      {identity ? (
        <p className="muted">
          {t('In conversations you appear as “{{name}}”.', { name: identity.name.trim() })}
        </p>
      ) : null}
      {loadError && !profile ? (
        <div className="form-error" role="alert">
          {t('Your profile could not be loaded: {{reason}}', { reason: loadError })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('Try again')}
          </button>
        </div>
      ) : null}
      {profile ? (
        <>
          <NameForm userId={userId} profile={profile} onSaved={saved} />
          <AvatarForm userId={userId} profile={profile} onSaved={saved} />
          <FindableSetting userId={userId} />
        </>
      ) : !loadError ? (
        <p className="muted" role="status">
          {t('Loading your profile…')}
        </p>
      ) : null}
      {arrivedAsGuest ? <GuestUpgrade /> : null}
      {children}
      <StorageNotice />
    </div>
  );
}
