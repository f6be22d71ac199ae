import { useTranslation } from 'react-i18next';
import { widgetContracts } from '@kyo/contracts';
import { cn } from '../../../lib/cn';
import type { DisplayAssets, FeedItem } from '../types/renderer';
import { rendererFor, type AvailableWidgetType } from '../types/renderers';
import { WidgetStage, type StageBackground } from './widget-stage';

/** The widget's real renderer, at its OBS size, on a preview background. */
export function WidgetPreview({
  type,
  settings,
  feed,
  muted = true,
  background,
  maxHeight,
  size,
  className,
  state,
  serverOffsetMs,
  assets,
}: {
  type: AvailableWidgetType;
  settings: Record<string, unknown>;
  feed: readonly FeedItem[];
  /** A stateful widget's real state (else the renderer folds `feed`). */
  state?: unknown;
  serverOffsetMs?: number;
  muted?: boolean;
  background?: StageBackground;
  maxHeight?: number;
  /** A stage other than the OBS size (gallery cards crop the tall chat box). */
  size?: { width: number; height: number };
  className?: string;
  /** Where uploads load from (the builder's session); none in the gallery. */
  assets?: DisplayAssets;
}) {
  const Renderer = rendererFor(type);
  const { width, height } = size ?? widgetContracts[type].size;
  return (
    <WidgetStage
      width={width}
      height={height}
      maxHeight={maxHeight}
      background={background}
      className={className}
    >
      {Renderer && (
        <Renderer
          settings={settings}
          feed={feed}
          muted={muted}
          {...(assets ? { assets } : {})}
          {...(state === undefined ? {} : { state, serverOffsetMs: serverOffsetMs ?? 0 })}
        />
      )}
    </WidgetStage>
  );
}

/** Switches the preview between a stream-like scene and a transparency checkerboard. */
export function BackgroundSwitch({
  value,
  onChange,
}: {
  value: StageBackground;
  onChange: (value: StageBackground) => void;
}) {
  const { t } = useTranslation('widgets');
  return (
    <div
      role="group"
      aria-label={t('preview.background')}
      className="inline-flex gap-1 rounded-lg bg-surface-900 p-1 ring-1 ring-surface-700"
    >
      {(['scene', 'transparent'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium transition-colors',
            value === option ? 'bg-surface-700 text-white' : 'text-zinc-400 hover:text-white',
          )}
        >
          {t(`preview.${option}`)}
        </button>
      ))}
    </div>
  );
}
