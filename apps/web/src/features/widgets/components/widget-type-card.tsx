import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Clock, Plus } from 'lucide-react';
import { widgetContracts } from '@kyo/contracts';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { useDemoFeed } from '../hooks/use-demo-feed';
import { settingsWithDefaults } from '../hooks/use-widget-form';
import {
  builderPath,
  newSettingsOf,
  typeTexts,
  widgetLanguage,
  type AvailableWidgetUi,
  type PlannedWidgetUi,
} from '../types/registry';
import type { WidgetPreset } from '../types/widget-ui';
import { WidgetPreview } from './widget-preview';

/** Gallery stages: the chat box cropped (it grows from the bottom), alerts a little narrower. */
/** A widget type that works: its real renderer playing demo events, and Create. */
export function AvailableTypeCard({ ui }: { ui: AvailableWidgetUi }) {
  const { t, i18n } = useTranslation('widgets');
  const feed = useDemoFeed(ui.demo);
  // The preview speaks the dashboard's language: a new widget's words in it.
  const language = i18n.resolvedLanguage;
  const texts = typeTexts(ui.type, language);
  const settings = useMemo(
    () => settingsWithDefaults(ui.type, newSettingsOf(ui, language)),
    [ui, language],
  );
  const { width, height } = widgetContracts[ui.type].size;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-surface-700 bg-surface-900 transition-colors hover:border-surface-600"
      aria-labelledby={`type-${ui.type}`}
    >
      <div className="flex h-64 items-center bg-surface-950 p-3">
        <WidgetPreview
          type={ui.type}
          settings={settings}
          feed={feed}
          size={ui.cardSize ?? widgetContracts[ui.type].size}
          maxHeight={232}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-2">
          <ui.icon size={18} aria-hidden className="text-brand-400" />
          <h2 id={`type-${ui.type}`} className="font-semibold text-white">
            {texts.name}
          </h2>
          <Chip size="sm" className="ml-auto font-mono">
            {width}×{height}
          </Chip>
        </div>
        <p className="flex-1 text-sm text-zinc-400">{texts.description}</p>
        <ButtonLink to={builderPath(ui.type)} className="self-start">
          <Plus size={16} aria-hidden />
          {t('gallery.create')}
        </ButtonLink>
      </div>
    </article>
  );
}

/** A planned widget type: what it will do, honestly marked as coming. */
export function PlannedTypeCard({ ui }: { ui: PlannedWidgetUi }) {
  const { t, i18n } = useTranslation('widgets');
  const texts = typeTexts(ui.type, i18n.resolvedLanguage);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-surface-600 bg-surface-900/50 p-5"
      aria-labelledby={`type-${ui.type}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex size-9 items-center justify-center rounded-lg bg-surface-800 text-zinc-400">
          <ui.icon size={18} aria-hidden />
        </span>
        <Chip size="sm" variant="warning" icon={<Clock aria-hidden />}>
          {t('comingSoon.badge')}
        </Chip>
      </div>
      <h2 id={`type-${ui.type}`} className="font-semibold text-zinc-200">
        {texts.name}
      </h2>
      <p className="flex-1 text-sm text-zinc-400">{texts.description}</p>
      <Link
        to={builderPath(ui.type)}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-zinc-300 hover:text-white"
      >
        {t('gallery.learnMore')}
        <ArrowRight size={14} aria-hidden />
      </Link>
    </article>
  );
}

/** A ready-made widget of a type (the custom code widget's starters): its preview, and Create. */
export function PresetCard({ ui, preset }: { ui: AvailableWidgetUi; preset: WidgetPreset }) {
  const { t, i18n } = useTranslation('widgets');
  const feed = useDemoFeed(ui.demo);
  const language = i18n.resolvedLanguage;
  const texts = preset.texts[widgetLanguage(language)];
  const settings = useMemo(
    () => settingsWithDefaults(ui.type, preset.settings(language)),
    [ui, preset, language],
  );
  const id = `preset-${ui.type}-${preset.id}`;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-surface-700 bg-surface-900 transition-colors hover:border-surface-600"
      aria-labelledby={id}
    >
      <div className="flex h-64 items-center bg-surface-950 p-3">
        <WidgetPreview
          type={ui.type}
          settings={settings}
          feed={feed}
          size={ui.cardSize ?? widgetContracts[ui.type].size}
          maxHeight={232}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-2">
          <ui.icon size={18} aria-hidden className="text-brand-400" />
          <h2 id={id} className="font-semibold text-white">
            {texts.name}
          </h2>
          <Chip size="sm" className="ml-auto">
            {typeTexts(ui.type, language).name}
          </Chip>
        </div>
        <p className="flex-1 text-sm text-zinc-400">{texts.description}</p>
        <ButtonLink
          to={`${builderPath(ui.type)}?preset=${encodeURIComponent(preset.id)}`}
          className="self-start"
        >
          <Plus size={16} aria-hidden />
          {t('gallery.create')}
        </ButtonLink>
      </div>
    </article>
  );
}
