import { useTranslation } from 'react-i18next';
import type { AlertControl, AlertControlInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { intlLocale } from '../../../app/i18n';

const MUTE_CHOICES = [5, 15, 30] as const;

/**
 * The alert queue on the OBS displays: skip the alert on screen, pause or resume (alerts wait),
 * mute sounds for a while, clear what waits. The page and the OBS dock draw the same controls.
 */
export function AlertControls({
  control,
  onSet,
  onSkip,
  onClear,
}: {
  control: AlertControl | undefined;
  onSet: (input: AlertControlInput) => void;
  onSkip: () => void;
  onClear?: () => void;
}) {
  const { t, i18n } = useTranslation('live');
  const muted = control?.mutedUntil ? new Date(control.mutedUntil) : null;
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div className="min-w-0 space-y-3">
      <p className="text-sm text-zinc-300" aria-live="polite">
        {control?.paused ? t('alerts.pausedNote') : t('alerts.playingNote')}
        {muted && ` ${t('alerts.mutedNote', { time: time.format(muted) })}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onSkip}>
          {t('alerts.skip')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onSet({ paused: !control?.paused })}
          aria-pressed={control?.paused === true}
        >
          {control?.paused ? t('alerts.resume') : t('alerts.pause')}
        </Button>
        {onClear && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('alerts.clear')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-zinc-400">{t('alerts.mute')}</span>
        {MUTE_CHOICES.map((minutes) => (
          <Button
            key={minutes}
            size="sm"
            variant="ghost"
            onClick={() => onSet({ muteMinutes: minutes })}
          >
            {t('alerts.minutes', { count: minutes })}
          </Button>
        ))}
        {muted && (
          <Button size="sm" variant="ghost" onClick={() => onSet({ muteMinutes: 0 })}>
            {t('alerts.unmute')}
          </Button>
        )}
      </div>
    </div>
  );
}
