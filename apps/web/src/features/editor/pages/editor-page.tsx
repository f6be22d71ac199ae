import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, LayoutTemplate, MonitorPlay } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { LayoutSketch } from '../components/layout-sketch';

export default function EditorPage() {
  const { t } = useTranslation('editor');
  const raw = t('today.items', { returnObjects: true }) as unknown;
  const today = Array.isArray(raw) ? (raw as string[]) : [];
  return (
    <div className="flex min-h-screen flex-col">
      <div className="mx-auto flex w-full max-w-6xl items-center px-4 py-5 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-zinc-400 transition-colors hover:text-white"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('back')}
        </Link>
      </div>

      <div className="mx-auto grid grid-cols-1 w-full max-w-6xl flex-1 items-center gap-12 px-4 pb-16 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:pt-0">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
              <LayoutTemplate size={20} aria-hidden="true" />
            </span>
            <Chip variant="info">{t('soon')}</Chip>
          </div>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-8 text-zinc-300">{t('lead')}</p>

          <div className="mt-8 max-w-xl rounded-xl border border-surface-700 bg-surface-900 p-5">
            <h2 className="flex items-center gap-2 text-sm font-semibold text-white">
              <MonitorPlay size={16} className="text-brand-400" aria-hidden="true" />
              {t('today.title')}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-zinc-300 marker:text-brand-500">
              {today.map((item, index) => (
                <li key={index} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/widget" size="lg">
              {t('browse')}
            </ButtonLink>
            <ButtonLink to="/documentation/get-started#obs" size="lg" variant="secondary">
              {t('guide')}
            </ButtonLink>
          </div>
        </div>

        <figure>
          <LayoutSketch />
          <figcaption className="mt-4 text-center text-sm text-zinc-400">{t('caption')}</figcaption>
        </figure>
      </div>
    </div>
  );
}
