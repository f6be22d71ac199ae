import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Clapperboard, LayoutGrid } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { useAuthState } from '../../../lib/auth-store';
import { AvailableTypeCard, PlannedTypeCard, PresetCard } from '../components/widget-type-card';
import { GALLERY_ORDER, widgetUis } from '../types/registry';

const STEPS = ['design', 'copy', 'add'] as const;

/** `/widget`: every widget type, the working ones playing live demo data. */
export default function WidgetGalleryPage() {
  const { t, i18n } = useTranslation('widgets');
  const { token } = useAuthState();
  const uis = GALLERY_ORDER.map((type) => widgetUis[type]);
  return (
    <Page>
      <PageHeader
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        description={t('gallery.subtitle')}
        actions={
          token ? (
            <ButtonLink to="/profile/widgets" variant="secondary">
              <LayoutGrid size={16} aria-hidden />
              {t('nav.myWidgets')}
            </ButtonLink>
          ) : undefined
        }
      />
      <ol className="mb-8 grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className="flex gap-3 rounded-xl border border-surface-700 bg-surface-900/60 px-4 py-3"
          >
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-500 text-xs font-bold text-surface-950">
              {index + 1}
            </span>
            <span className="text-sm text-zinc-300">{t(`gallery.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {/* A new language starts each preview over, its sample texts in that language. */}
        {uis.map((ui) =>
          ui.available ? (
            <Fragment key={`${ui.type}:${i18n.resolvedLanguage}`}>
              <AvailableTypeCard ui={ui} />
              {/* Ready-made widgets of the type (the custom code widget's starters). */}
              {ui.presets?.map((preset) => (
                <PresetCard key={preset.id} ui={ui} preset={preset} />
              ))}
            </Fragment>
          ) : null,
        )}
      </div>
      {/* Only when a type is still to come: no heading over an empty list. */}
      {uis.some((ui) => !ui.available) && (
        <>
          <h2 className="mt-12 mb-4 text-lg font-semibold text-white">{t('gallery.comingSoon')}</h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {uis.map((ui) => (ui.available ? null : <PlannedTypeCard key={ui.type} ui={ui} />))}
          </div>
        </>
      )}
      <p className="mt-10 flex items-center gap-2 text-sm text-zinc-400">
        <Clapperboard size={16} aria-hidden className="text-zinc-500" />
        {t('gallery.alphaTest')}{' '}
        <Link
          to="/widget/obs-alpha-video-test"
          className="font-medium text-brand-400 hover:underline"
        >
          {t('gallery.alphaTestLink')}
        </Link>
      </p>
    </Page>
  );
}
