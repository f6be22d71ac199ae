import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleHelp, Crown, Zap } from 'lucide-react';
import { ToastPreview, ToastTriggers } from './toast-demo';
import { Button } from '../../../components/ui/button';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import { Spinner } from '../../../components/ui/spinner';
import { Tooltip } from '../../../components/ui/tooltip';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

const CHIP_VARIANTS: ChipVariant[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];
const TAGS = ['fps', 'turkish', 'chill', 'speedrun', 'variety'];

export function FeedbackDemo() {
  const { t } = useTranslation('gallery');
  const [tags, setTags] = useState(TAGS);
  return (
    <GallerySection
      id="feedback"
      title={t('feedback.title')}
      description={t('feedback.description')}
    >
      <SpecimenGroup title={t('feedback.toasts')} columns={2}>
        <ToastTriggers />
        <ToastPreview />
      </SpecimenGroup>
      <SpecimenGroup title={t('feedback.chips')}>
        <Specimen state={t('feedback.variants')}>
          <div className="flex flex-wrap gap-2">
            {CHIP_VARIANTS.map((variant) => (
              <Chip key={variant} variant={variant}>
                {t(`feedback.chip.${variant}`)}
              </Chip>
            ))}
          </div>
        </Specimen>
        <Specimen state={t('states.withIcon')}>
          <div className="flex flex-wrap items-center gap-2">
            <Chip variant="brand" icon={<Zap />}>
              {t('feedback.live')}
            </Chip>
            <Chip variant="warning" icon={<Crown />}>
              {t('feedback.moderator')}
            </Chip>
            <Chip variant="info" size="sm" icon={<BadgeCheck />}>
              {t('feedback.verified')}
            </Chip>
          </div>
        </Specimen>
        <Specimen state={t('feedback.removable')}>
          <div className="flex flex-wrap items-center gap-2">
            {tags.map((tag) => (
              <Chip key={tag} onRemove={() => setTags((all) => all.filter((x) => x !== tag))}>
                {tag}
              </Chip>
            ))}
            {tags.length < TAGS.length && (
              <Button size="sm" variant="ghost" onClick={() => setTags(TAGS)}>
                {t('feedback.reset')}
              </Button>
            )}
          </div>
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('feedback.tooltipAndSpinner')}>
        <Specimen state={t('feedback.tooltip')}>
          <div className="flex items-center gap-3 text-sm text-zinc-300">
            {t('feedback.overlayUrl')}
            <Tooltip content={t('feedback.tooltipText')}>
              <button
                type="button"
                aria-label={t('feedback.whatIsThis')}
                className="inline-flex size-7 items-center justify-center rounded-full text-zinc-400 hover:bg-surface-800 hover:text-white"
              >
                <CircleHelp aria-hidden className="size-4" />
              </button>
            </Tooltip>
          </div>
        </Specimen>
        <Specimen state={t('feedback.spinner')}>
          <div className="flex items-center gap-4 text-brand-500">
            <Spinner size={16} />
            <Spinner size={24} />
            <span className="text-zinc-300">
              <Spinner size={32} />
            </span>
          </div>
        </Specimen>
      </SpecimenGroup>
    </GallerySection>
  );
}
