import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, MessageSquareText, Sparkles } from 'lucide-react';
import { PageHeader } from '../../../components/page';
import { Chip } from '../../../components/ui/chip';

export default function ModeratorsPage() {
  const { t } = useTranslation('profile');
  const raw = t('moderators.plans', { returnObjects: true }) as unknown;
  const plans = Array.isArray(raw) ? (raw as string[]) : [];
  const rawCommands = t('moderators.commands', { returnObjects: true }) as unknown;
  const commands = Array.isArray(rawCommands) ? (rawCommands as string[]) : [];
  return (
    <>
      <PageHeader
        eyebrow={t('moderators.eyebrow')}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('moderators.title')}
            <Chip variant="info">{t('soon')}</Chip>
          </span>
        }
        description={t('moderators.subtitle')}
      />

      <section
        aria-labelledby="moderators-plans"
        className="rounded-2xl border border-dashed border-surface-600 bg-surface-900/60 p-6 sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-sky-500/10 text-sky-300 ring-1 ring-sky-500/25">
            <Sparkles size={20} aria-hidden="true" />
          </span>
          <h2 id="moderators-plans" className="text-lg font-semibold text-white">
            {t('moderators.plansTitle')}
          </h2>
        </div>
        <ul className="mt-5 space-y-3">
          {plans.map((plan, index) => (
            <li key={index} className="flex gap-3 text-[0.975rem] leading-7 text-zinc-300">
              <Check size={18} className="mt-1 shrink-0 text-zinc-400" aria-hidden="true" />
              {plan}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm leading-6 text-zinc-400">{t('moderators.notYet')}</p>
      </section>

      <section
        aria-labelledby="moderators-today"
        className="mt-6 rounded-2xl border border-brand-500/25 bg-gradient-to-br from-brand-500/10 via-surface-900 to-surface-900 p-6 sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
            <MessageSquareText size={20} aria-hidden="true" />
          </span>
          <h2 id="moderators-today" className="text-lg font-semibold text-white">
            {t('moderators.todayTitle')}
          </h2>
        </div>
        <p className="mt-4 leading-7 text-zinc-300">{t('moderators.todayBody')}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {commands.map((command) => (
            <li key={command}>
              <code className="inline-block rounded-md bg-surface-950/70 px-2.5 py-1 font-mono text-sm text-brand-300 ring-1 ring-inset ring-surface-700">
                {command}
              </code>
            </li>
          ))}
        </ul>
        <Link
          to="/documentation#builtins"
          className="mt-5 inline-block text-sm font-semibold text-brand-400 underline decoration-brand-500/40 underline-offset-2 hover:text-brand-300"
        >
          {t('moderators.docs')}
        </Link>
      </section>
    </>
  );
}
