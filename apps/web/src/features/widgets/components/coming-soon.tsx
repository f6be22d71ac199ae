import { useTranslation } from 'react-i18next';
import { ArrowLeft, Clock } from 'lucide-react';
import type { WidgetType } from '@kyo/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { typeTexts, widgetUis } from '../types/registry';

/**
 * The builder route of a widget type that is not built yet: what it will do and when, with no
 * form or preview that would pretend to work.
 */
export function ComingSoon({ type }: { type: WidgetType }) {
  const { t, i18n } = useTranslation('widgets');
  const Icon = widgetUis[type].icon;
  const texts = typeTexts(type, i18n.resolvedLanguage);
  const plans = texts.plans;
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-6 py-16">
      <div className="rounded-2xl border border-surface-700 bg-surface-900 p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-surface-800 text-zinc-300 ring-1 ring-surface-600">
            <Icon size={22} aria-hidden />
          </span>
          <Chip variant="warning" icon={<Clock aria-hidden />}>
            {t('comingSoon.badge')}
          </Chip>
        </div>
        <h1 className="mt-5 text-2xl font-bold text-white">{texts.name}</h1>
        <p className="mt-2 text-zinc-300">{texts.description}</p>
        {Array.isArray(plans) && (
          <ul className="mt-5 space-y-2 text-sm text-zinc-400">
            {plans.map((plan) => (
              <li key={String(plan)} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-zinc-500" />
                {String(plan)}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 rounded-lg bg-surface-850 px-4 py-3 text-sm text-zinc-300 ring-1 ring-surface-700">
          {t('comingSoon.body')}
        </p>
        <ButtonLink to="/widget" variant="secondary" className="mt-6">
          <ArrowLeft size={16} aria-hidden />
          {t('comingSoon.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
