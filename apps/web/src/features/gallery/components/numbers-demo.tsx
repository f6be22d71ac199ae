import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorInput } from '../../../components/ui/color-input';
import { NumberInput } from '../../../components/ui/number-input';
import { Slider } from '../../../components/ui/slider';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

export function NumbersDemo() {
  const { t } = useTranslation('gallery');
  const [fontSize, setFontSize] = useState(24);
  const [accent, setAccent] = useState('#53fc18');
  const [opacity, setOpacity] = useState(85);
  return (
    <GallerySection id="numbers" title={t('numbers.title')} description={t('numbers.description')}>
      <SpecimenGroup title={t('numbers.numberInput')} columns={4}>
        <Specimen state={t('numbers.dragMe')}>
          <NumberInput
            label={t('numbers.fontSize')}
            value={fontSize}
            onChange={setFontSize}
            min={8}
            max={96}
            unit="px"
            hint={t('numbers.fontSizeHint')}
          />
        </Specimen>
        <Specimen state={t('numbers.decimalStep')}>
          <NumberInput
            label={t('numbers.duration')}
            defaultValue={2.5}
            step={0.5}
            min={0}
            max={10}
            unit="s"
          />
        </Specimen>
        <Specimen state={t('states.error')}>
          <NumberInput
            label={t('numbers.cooldown')}
            defaultValue={0}
            min={0}
            max={3600}
            unit="s"
            error={t('numbers.cooldownError')}
          />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <NumberInput label={t('numbers.maxViewers')} defaultValue={100} disabled />
        </Specimen>
      </SpecimenGroup>
      <SpecimenGroup title={t('numbers.colourAndRange')}>
        <Specimen state={t('numbers.colour')}>
          <ColorInput
            label={t('numbers.accent')}
            value={accent}
            onChange={setAccent}
            hint={t('numbers.accentHint')}
          />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <ColorInput label={t('numbers.background')} defaultValue="#111418" disabled />
        </Specimen>
        <Specimen state={t('numbers.slider')}>
          <Slider
            label={t('numbers.opacity')}
            value={opacity}
            onChange={setOpacity}
            format={(value) => `${value}%`}
          />
        </Specimen>
      </SpecimenGroup>
      <div
        aria-hidden
        className="flex h-20 items-center justify-center rounded-xl border border-dashed border-surface-600 bg-[repeating-conic-gradient(var(--color-surface-800)_0_25%,var(--color-surface-850)_0_50%)] bg-[length:16px_16px]"
      >
        <span
          className="font-bold tracking-tight"
          style={{ fontSize: Math.min(fontSize, 48), color: accent, opacity: opacity / 100 }}
        >
          {t('numbers.preview')}
        </span>
      </div>
    </GallerySection>
  );
}
