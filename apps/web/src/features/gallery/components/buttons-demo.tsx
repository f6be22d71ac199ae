import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Rocket, Trash } from 'lucide-react';
import { Button, ButtonLink, type ButtonVariant } from '../../../components/ui/button';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];

/** Keyboard focus cannot be frozen on a static page, so this draws the same ring on purpose. */
const FOCUS_RING = 'outline-2 outline-offset-2 outline-brand-500';

export function ButtonsDemo() {
  const { t } = useTranslation('gallery');
  const [saving, setSaving] = useState(false);

  function save() {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 1600);
  }

  return (
    <GallerySection id="buttons" title={t('buttons.title')} description={t('buttons.description')}>
      <SpecimenGroup title={t('buttons.variants')} columns={4}>
        {VARIANTS.map((variant) => (
          <Specimen key={variant} state={t(`buttons.variant.${variant}`)}>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant={variant}>{t('buttons.label')}</Button>
              <Button variant={variant} className={FOCUS_RING} tabIndex={-1}>
                {t('states.focus')}
              </Button>
              <Button variant={variant} disabled>
                {t('states.disabled')}
              </Button>
            </div>
          </Specimen>
        ))}
      </SpecimenGroup>
      <SpecimenGroup title={t('buttons.sizes')}>
        <Specimen state="sm · md · lg">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm">{t('buttons.small')}</Button>
            <Button size="md">{t('buttons.medium')}</Button>
            <Button size="lg">{t('buttons.large')}</Button>
          </div>
        </Specimen>
        <Specimen state={t('states.withIcon')}>
          <div className="flex flex-wrap items-center gap-2">
            <Button icon={<Plus aria-hidden className="size-4" />}>
              {t('buttons.addCommand')}
            </Button>
            <Button variant="danger" size="sm" icon={<Trash aria-hidden className="size-4" />}>
              {t('buttons.delete')}
            </Button>
          </div>
        </Specimen>
        <Specimen state={t('states.link')}>
          <div className="flex flex-wrap items-center gap-2">
            <ButtonLink to="/widget" variant="secondary">
              {t('buttons.browseWidgets')}
            </ButtonLink>
          </div>
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('states.loading')}>
        <Specimen state={t('buttons.loadingStatic')}>
          <div className="flex flex-col items-start gap-2">
            {(['primary', 'secondary'] as const).map((variant) => (
              <div key={variant} className="flex flex-wrap items-center gap-2">
                <Button variant={variant}>{t('buttons.saveChanges')}</Button>
                <Button variant={variant} loading>
                  {t('buttons.saveChanges')}
                </Button>
              </div>
            ))}
          </div>
        </Specimen>
        <Specimen state={t('buttons.loadingLive')}>
          <div>
            <Button
              loading={saving}
              onClick={save}
              icon={<Rocket aria-hidden className="size-4" />}
            >
              {t('buttons.publish')}
            </Button>
          </div>
        </Specimen>
      </SpecimenGroup>
    </GallerySection>
  );
}
