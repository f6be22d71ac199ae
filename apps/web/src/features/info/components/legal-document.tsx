import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { Page } from '../../../components/page';
import { useHashScroll } from '../../../components/prose/use-hash-scroll';
import { Blocks } from './blocks';
import { Callout } from '../../../components/prose/callout';
import { RichText } from './rich-text';
import { intlLocale } from '../../../app/i18n';

/** The date both legal documents were last changed (ISO, shown in the reader's language). */
export const LEGAL_UPDATED = '2026-11-21';

interface Section {
  id: string;
  title: string;
}

/** A long legal text: template note, last-updated date, table of contents, anchored sections. */
export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t, i18n } = useTranslation('info');
  useHashScroll();
  const raw = t(`${doc}.sections`, { returnObjects: true }) as unknown;
  const sections = Array.isArray(raw) ? (raw as Section[]) : [];
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_UPDATED}T12:00:00Z`));
  const summary = t(`${doc}.summary`, { returnObjects: true }) as unknown;

  return (
    <Page>
      <header className="max-w-3xl">
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-500">
          {t('legal.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t(`${doc}.title`)}
        </h1>
        <p className="mt-3 text-sm text-zinc-400">
          {t('legal.updated')}{' '}
          <time dateTime={LEGAL_UPDATED} className="font-medium text-zinc-200">
            {updated}
          </time>
        </p>
        <p className="mt-5 text-lg leading-8 text-zinc-300">
          <RichText i18nKey={`${doc}.intro`} />
        </p>
      </header>

      <Callout tone="warning" title={t('legal.templateTitle')} className="mt-6 max-w-3xl">
        {t('legal.templateBody')}
      </Callout>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav
          aria-labelledby={`${doc}-toc`}
          className="h-fit rounded-xl border border-surface-700 bg-surface-900 p-5 lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0"
        >
          <h2
            id={`${doc}-toc`}
            className="text-xs font-semibold uppercase tracking-wider text-zinc-400"
          >
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-1 text-sm lg:border-l lg:border-surface-700">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex gap-2 rounded-md py-1 text-zinc-400 transition-colors hover:text-white lg:rounded-none lg:border-l lg:border-transparent lg:pl-4 lg:hover:border-zinc-400"
                >
                  <span className="w-5 shrink-0 tabular-nums text-zinc-400">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="min-w-0 max-w-[70ch]">
          {Array.isArray(summary) && (
            <section
              aria-labelledby={`${doc}-summary`}
              className="mb-12 rounded-2xl border border-brand-500/25 bg-gradient-to-br from-brand-500/10 via-surface-900 to-surface-900 p-6"
            >
              <h2 id={`${doc}-summary`} className="text-lg font-semibold text-white">
                {t('legal.summary')}
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-6 text-[0.975rem] leading-7 text-zinc-200">
                {(summary as string[]).map((_, index) => (
                  <li key={index} className="pl-1.5 marker:text-brand-500">
                    <RichText i18nKey={`${doc}.summary.${index}`} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="space-y-12">
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id}>
                <div className="group flex items-baseline gap-3">
                  <h2
                    id={section.id}
                    className="flex scroll-mt-24 items-baseline gap-3 text-xl font-semibold tracking-tight text-white sm:text-2xl"
                  >
                    <span className="text-base font-semibold tabular-nums text-brand-500">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </h2>
                  <a
                    href={`#${section.id}`}
                    className="self-center rounded text-zinc-400 opacity-0 transition-opacity group-hover:opacity-100 hover:text-brand-400 focus-visible:opacity-100"
                    aria-label={t('legal.anchor', { title: section.title })}
                  >
                    <Link2 size={16} aria-hidden="true" />
                  </a>
                </div>
                <div className="mt-4">
                  <Blocks base={`${doc}.sections.${index}.blocks`} />
                </div>
              </section>
            ))}
          </div>
          <p className="mt-14 border-t border-surface-800 pt-6 text-sm text-zinc-400">
            <RichText i18nKey="legal.questions" />
          </p>
        </article>
      </div>
    </Page>
  );
}
