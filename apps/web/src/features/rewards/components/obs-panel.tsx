import { useTranslation } from 'react-i18next';
import { CheckCircle2, CircleAlert, MonitorPlay } from 'lucide-react';
import { OBS_SCENE_LEVEL, type ObsDisplay } from '@kyo/contracts';
import { Chip } from '../../../components/ui/chip';

/** The displays Kyo has in OBS, what each may do, and how to allow scene switches. */
export function ObsPanel({ displays }: { displays: ObsDisplay[] | undefined }) {
  const { t } = useTranslation('rewards');
  const steps = t('obs.steps', { returnObjects: true }) as string[];
  return (
    <section
      aria-labelledby="obs-title"
      className="rounded-2xl bg-surface-900 p-5 ring-1 ring-surface-700"
    >
      <div className="flex items-center gap-2">
        <MonitorPlay aria-hidden className="size-5 text-brand-400" />
        <h2 id="obs-title" className="text-lg font-semibold text-white">
          {t('obs.title')}
        </h2>
      </div>
      <p className="mt-1 text-sm text-zinc-400">{t('obs.description')}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-zinc-300">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <ul className="mt-4 space-y-2" aria-label={t('obs.title')}>
        {(displays ?? []).length === 0 && (
          <li className="rounded-lg border border-dashed border-surface-600 px-3 py-2.5 text-sm text-zinc-400">
            {t('obs.none')}
          </li>
        )}
        {(displays ?? []).map((display, index) => {
          const able = display.level >= OBS_SCENE_LEVEL;
          return (
            <li
              key={index}
              data-testid="obs-display"
              className="rounded-lg bg-surface-850 px-3 py-2.5 ring-1 ring-surface-700"
            >
              <div className="flex flex-wrap items-center gap-2">
                {able ? (
                  <CheckCircle2 aria-hidden className="size-4 text-emerald-400" />
                ) : (
                  <CircleAlert aria-hidden className="size-4 text-amber-400" />
                )}
                <span className="text-sm font-medium text-zinc-100">
                  {display.kind === 'scene'
                    ? t('obs.display.scene')
                    : t(`obs.widgetTypes.${display.widgetType ?? ''}`, {
                        defaultValue: t('obs.display.widget'),
                      })}
                </span>
                <Chip size="sm" variant={able ? 'success' : 'warning'}>
                  {t(`obs.levels.${display.level}`)}
                </Chip>
              </div>
              <p className={able ? 'mt-1 text-xs text-emerald-300' : 'mt-1 text-xs text-amber-300'}>
                {able ? t('obs.canSwitch') : t('obs.cannotSwitch')}
              </p>
              {display.scenes.length > 0 && (
                <p className="mt-1 text-xs break-words text-zinc-400">
                  {t('obs.scenes', { list: display.scenes.join(', ') })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-zinc-400">{t('obs.command')}</p>
    </section>
  );
}
