/** Slow mode and freezing, for those the channel allows to change them. */
import { t } from '../../../lib/i18n/translate.ts';
import { ActionButton, type SectionProps } from './channel-action.tsx';

const SLOW_MODE_CHOICES = [0, 10, 30, 60, 300];

function slowModeLabel(seconds: number): string {
  if (seconds === 0) return t('Off');
  return seconds < 60
    ? t('{{count}} seconds between messages', { count: seconds })
    : t('{{count}} minutes between messages', { count: seconds / 60 });
}

export function ModerationSection({ channel, actions }: SectionProps) {
  const can = new Set(channel.data?.own_capabilities ?? []);
  if (!can.has('set-channel-cooldown') && !can.has('freeze-channel')) return null;
  const frozen = channel.data?.frozen === true;
  return (
    <section className="details-section">
      <h3>{t('Moderation')}</h3>
      {can.has('set-channel-cooldown') ? (
        <div className="field">
          <label htmlFor="slow-mode">{t('Slow mode')}</label>
          <select
            id="slow-mode"
            value={channel.data?.cooldown ?? 0}
            disabled={actions.busy}
            onChange={(e) => {
              const seconds = Number(e.target.value);
              void actions.act('Changing slow mode failed.', () =>
                seconds ? channel.enableSlowMode(seconds) : channel.disableSlowMode(),
              );
            }}
          >
            {SLOW_MODE_CHOICES.map((s) => (
              <option key={s} value={s}>
                {slowModeLabel(s)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {can.has('freeze-channel') ? (
        <ActionButton
          actions={actions}
          failure={frozen ? 'Unfreezing failed.' : 'Freezing failed.'}
          run={() => channel.updatePartial({ set: { frozen: !frozen } })}
        >
          {frozen ? t('Unfreeze conversation') : t('Freeze conversation')}
        </ActionButton>
      ) : null}
    </section>
  );
}
