import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ButtonsDemo } from '../components/buttons-demo';
import { ChoicesDemo } from '../components/choices-demo';
import { FeedbackDemo } from '../components/feedback-demo';
import { GalleryNav } from '../components/gallery-nav';
import { NumbersDemo } from '../components/numbers-demo';
import { OverlaysDemo } from '../components/overlays-demo';
import { SelectDemo } from '../components/select-demo';
import { TableDemo } from '../components/table-demo';
import { TextInputsDemo } from '../components/text-inputs-demo';
import { useGalleryAvailability } from '../hooks/use-gallery-availability';
import { languageOf } from '../../../app/i18n';

/** /dev/components: every shared UI part in every state, for page builders and e2e tests. */
export default function ComponentGalleryPage() {
  const { t, i18n } = useTranslation('gallery');
  const availability = useGalleryAvailability();

  if (availability === 'checking') {
    return (
      <Page>
        <div className="flex items-center justify-center gap-3 py-24 text-zinc-400">
          <Spinner size={20} decorative />
          {t('checking')}
        </div>
      </Page>
    );
  }

  if (availability === 'unavailable') {
    return (
      <Page>
        <div className="mx-auto max-w-md py-16 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-surface-800 text-zinc-300">
            <Lock aria-hidden className="size-5" />
          </span>
          <h1 className="mt-5 text-xl font-semibold text-white">{t('unavailable.title')}</h1>
          <p className="mt-2 text-sm text-zinc-400">{t('unavailable.body')}</p>
          <ButtonLink to="/" variant="secondary" className="mt-6">
            {t('unavailable.home')}
          </ButtonLink>
        </div>
      </Page>
    );
  }

  return (
    // lang makes CSS uppercase Turkish correctly (i → İ) and tells screen readers the language.
    <Page wide>
      <div lang={languageOf(i18n.resolvedLanguage).lang}>
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
        <div className="grid gap-8 lg:grid-cols-[11rem_minmax(0,1fr)]">
          <aside>
            <GalleryNav />
          </aside>
          <div className="flex min-w-0 flex-col gap-8">
            <ButtonsDemo />
            <TextInputsDemo />
            <NumbersDemo />
            <ChoicesDemo />
            <SelectDemo />
            <TableDemo />
            <FeedbackDemo />
            <OverlaysDemo />
          </div>
        </div>
      </div>
    </Page>
  );
}
