/**
 * The Notifications section: off until the person turns it on, which asks the browser's
 * permission from that very click (browsers ignore or block a prompt that comes later); then the
 * level and whether notifications carry the message's words. Choices are saved on the server
 * (every device of theirs and the push sender see the same), so offline they stay as last saved.
 */
import { useEffect, useState } from 'react';
import {
  FIRST_CHOICES,
  type NotificationChoices,
  type NotificationLevel,
} from '../../core/notification-choices/choices-holder.ts';
import {
  saveNotificationChoices,
  useNotificationChoices,
} from '../../core/notification-choices/notification-choices.ts';
import {
  syncPushSubscription,
  usePushStatus,
  type PushStatus,
} from '../../core/notification-choices/push-subscription.ts';
import { useStatusSignals } from '../../core/connection/connection-status.ts';
import { t } from '../../lib/i18n/translate.ts';
import { askToKeepStorage } from '../../lib/storage-persistence.ts';
import type { TextKey } from '../../lib/i18n/messages.ts';
import { FormError } from '../../ui/field.tsx';
import { useNotificationPermission } from './notification-permission.ts';
import { settingsView, type SettingsView } from './settings-view.ts';
import './notification-settings.css';

/** Turning on chooses the table's default level and keeps the text choice as it was. */
const FIRST_LEVEL = FIRST_CHOICES.level;

const LEVELS: readonly { level: NotificationLevel; label: TextKey }[] = [
  { level: 'direct', label: 'Direct messages and mentions' },
  { level: 'all', label: 'All messages' },
  { level: 'off', label: 'Off' },
];

const HELP: Record<NonNullable<SettingsView['help']>, TextKey> = {
  blocked:
    'Notifications are blocked for Parley in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.',
  unsupported:
    'This browser cannot show notifications. On iPhone or iPad, add Parley to your Home Screen (Share, then Add to Home Screen) and open it from there.',
};

const PUSH_WORDS: Partial<Record<PushStatus, TextKey>> = {
  'closed-too': 'Notifications come to this device, also while Parley is closed.',
  'while-open':
    'On this device, notifications show while Parley is open: this browser could not sign up for them while it is closed.',
  'too-many-devices':
    'Notifications reach Parley while it is closed on at most 10 of your devices, and 10 already do. Turn notifications off on one you no longer use, then open Parley here again.',
};

export function NotificationSettings() {
  const { loaded, choices } = useNotificationChoices();
  const [permission, setPermission] = useNotificationPermission();
  const push = usePushStatus();
  const { online } = useStatusSignals();
  // The choice being saved shows at once; a failed save brings back the saved one.
  const [pending, setPending] = useState<NotificationChoices | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Allowed here, from the button or the browser's site settings: this device subscribes.
  useEffect(() => {
    if (permission === 'granted') void syncPushSubscription();
  }, [permission]);

  const view = settingsView(permission, choices.level);
  const shown = pending ?? choices;

  async function save(next: NotificationChoices) {
    setError(null);
    setPending(next);
    try {
      await saveNotificationChoices(next);
    } catch {
      setError(
        navigator.onLine
          ? t('Something went wrong. Try again.')
          : t('Saving needs the network. Connect and try again.'),
      );
    }
    setPending(null);
  }

  /** Asks from the click itself: `then` keeps the prompt inside the person's gesture. */
  function ask(afterGranted?: () => void) {
    if (typeof Notification === 'undefined') return;
    setError(null);
    setAsking(true);
    void Notification.requestPermission().then((answer) => {
      setAsking(false);
      setPermission(answer);
      if (answer !== 'granted') return;
      afterGranted?.();
      // Someone who wants to hear from Parley wants what it saved here kept, too.
      void askToKeepStorage();
    });
  }

  const pushWords = view.choices && permission === 'granted' ? PUSH_WORDS[push] : undefined;

  return (
    <section className="settings-card notification-settings" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('Notifications')}</h2>
      <p className="muted">{t('Parley can tell you when a message arrives for you.')}</p>
      {!loaded ? (
        <p className="muted" role="status">
          {online
            ? t('Loading…')
            : t('Your notification settings appear once you are back online.')}
        </p>
      ) : (
        <>
          {view.help ? (
            <div className="settings-warning" role="status">
              <p>{t(HELP[view.help])}</p>
            </div>
          ) : null}
          {view.ask === 'turn-on' ? (
            <button
              type="button"
              className="button primary"
              disabled={asking || pending !== null || !online}
              onClick={() => ask(() => void save({ ...choices, level: FIRST_LEVEL }))}
            >
              {t('Turn on notifications')}
            </button>
          ) : null}
          {view.ask === 'allow-here' ? (
            <div className="settings-warning" role="status">
              <p>
                {t('Notifications are on for your account but not yet allowed on this device.')}
              </p>
              <button
                type="button"
                className="button secondary"
                disabled={asking}
                onClick={() => ask()}
              >
                {t('Allow notifications on this device')}
              </button>
            </div>
          ) : null}
          {view.choices ? (
            <>
              <fieldset
                className="notification-levels"
                disabled={!online}
                aria-busy={pending !== null}
              >
                <legend>{t('Notify me about')}</legend>
                {LEVELS.map(({ level, label }) => (
                  <label key={level} className="notification-choice">
                    <input
                      type="radio"
                      name="notification-level"
                      value={level}
                      checked={shown.level === level}
                      onChange={() => void save({ ...choices, level })}
                    />
                    <span>{t(label)}</span>
                  </label>
                ))}
              </fieldset>
              <label className="notification-choice notification-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={shown.showText}
                  disabled={!online}
                  aria-describedby="notification-text-hint"
                  onChange={(event) => void save({ ...choices, showText: event.target.checked })}
                />
                <span>{t('Show message text in notifications')}</span>
              </label>
              <p id="notification-text-hint" className="muted notification-hint">
                {t('When it is off, a notification says only “New message”.')}
              </p>
              {pushWords ? <p className="muted">{t(pushWords)}</p> : null}
            </>
          ) : null}
          {!online ? (
            <p className="muted" role="status">
              {t('Saving needs the network. Connect and try again.')}
            </p>
          ) : null}
          <FormError message={error} />
        </>
      )}
    </section>
  );
}
