import { useTranslation } from 'react-i18next';
import { Bot } from 'lucide-react';
import type { AlertType } from '@kyo/contracts';
import { cn } from '../../../../lib/cn';
import { renderExample } from '../../lib/render-example';
import { alertSampleValues, variablesOf } from '../../lib/variables';

/** The alert as it would read in chat, filled with sample values (variables highlighted). */
export function AlertPreview({
  type,
  template,
  channel,
  sample,
}: {
  type: AlertType;
  template: string;
  channel?: string | null;
  /** Sample values of its own (a Kicks tier shows its threshold as the amount). */
  sample?: Record<string, string>;
}) {
  const { t } = useTranslation('bot');
  // Durations as the bot writes them in the page's language.
  const values = {
    ...alertSampleValues(type, channel),
    uptime: t('alerts.sampleUptime'),
    followage: t('alerts.sampleFollowage'),
    ...sample,
  };
  const segments = renderExample(template, values, variablesOf(type));
  return (
    <div className="rounded-xl bg-surface-950/70 p-3 ring-1 ring-surface-700">
      <p className="mb-1 text-[11px] font-semibold tracking-wider text-zinc-400 uppercase">
        {t('alerts.example')}
      </p>
      <p className="text-sm leading-relaxed break-words text-zinc-200" data-testid="alert-example">
        <span className="mr-1.5 inline-flex items-center gap-1 font-semibold text-brand-400">
          <Bot aria-hidden className="size-3.5" />
          {t('playground.botName')}:
        </span>
        {template.trim() === '' ? (
          <span className="text-zinc-400 italic">{t('alerts.emptyTemplate')}</span>
        ) : (
          segments.map((segment, index) => (
            <span
              key={index}
              className={cn(
                segment.kind === 'value' && 'rounded bg-brand-500/10 px-0.5 text-brand-200',
                segment.kind === 'unknown' &&
                  'rounded bg-red-500/15 px-0.5 text-red-300 line-through',
              )}
            >
              {segment.text}
            </span>
          ))
        )}
      </p>
    </div>
  );
}
