import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gamepad2, Globe, MessageCircle, Palette, Radio, Trophy, Tv } from 'lucide-react';
import { Select, type SelectOption } from '../../../components/ui/select';
import { GallerySection, Specimen, SpecimenGroup } from './gallery-section';

/** Every IANA time zone the browser knows: a real long list (about 400 entries). */
function timeZoneOptions(): SelectOption[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/Istanbul', 'Europe/London', 'America/New_York'];
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Enough rows to prove the list is virtualized: only a screenful is ever in the DOM. */
function manyEmotes(): SelectOption[] {
  const words = ['Kyo', 'Pog', 'Hype', 'Gg', 'Lul', 'Clap', 'Wave', 'Fire'];
  return Array.from({ length: 5000 }, (_, i) => {
    const name = `${words[i % words.length]}${String(i + 1).padStart(4, '0')}`;
    return { value: name, label: name };
  });
}

export function SelectDemo() {
  const { t } = useTranslation('gallery');
  const [category, setCategory] = useState<string | null>('gaming');
  const categories = useMemo<SelectOption[]>(
    () => [
      { value: 'chatting', label: t('select.categories.chatting'), icon: <MessageCircle /> },
      { value: 'gaming', label: t('select.categories.gaming'), icon: <Gamepad2 /> },
      { value: 'esports', label: t('select.categories.esports'), icon: <Trophy /> },
      { value: 'irl', label: t('select.categories.irl'), icon: <Globe /> },
      { value: 'art', label: t('select.categories.art'), icon: <Palette /> },
      { value: 'radio', label: t('select.categories.radio'), icon: <Radio /> },
      { value: 'tv', label: t('select.categories.tv'), icon: <Tv />, disabled: true },
    ],
    [t],
  );
  const zones = useMemo(timeZoneOptions, []);
  const emotes = useMemo(manyEmotes, []);
  return (
    <GallerySection id="select" title={t('select.title')} description={t('select.description')}>
      <SpecimenGroup title={t('select.states')}>
        <Specimen state={t('select.withIcons')}>
          <Select
            label={t('select.category')}
            options={categories}
            value={category}
            onChange={setCategory}
            hint={t('select.categoryHint')}
          />
        </Specimen>
        <Specimen state={t('select.empty')}>
          <Select label={t('select.game')} options={[]} hint={t('select.emptyHint')} />
        </Specimen>
        <Specimen state={t('states.error')}>
          <Select label={t('select.game')} options={categories} error={t('select.required')} />
        </Specimen>
        <Specimen state={t('states.disabled')}>
          <Select
            label={t('select.lockedCategory')}
            options={categories}
            defaultValue="irl"
            disabled
          />
        </Specimen>
        <Specimen state={t('select.longList', { count: zones.length })}>
          <Select label={t('select.timeZone')} options={zones} defaultValue="Europe/Istanbul" />
        </Specimen>
        <Specimen state={t('select.hugeList', { count: emotes.length })}>
          <Select label={t('select.emote')} options={emotes} />
        </Specimen>
      </SpecimenGroup>
    </GallerySection>
  );
}
