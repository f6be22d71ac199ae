import { useEffect, useState, type ReactNode } from 'react';
import { useDashboardAssets } from '../hooks/use-media';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '../types/renderer';
import type { AvailableWidgetType } from '../types/renderers';
import type { StageBackground } from './widget-stage';
import { BackgroundSwitch, WidgetPreview } from './widget-preview';

/** The builder's live preview: the real renderer with the form's settings, and test buttons. */
export function PreviewPanel({
  type,
  settings,
  feed,
  tests,
  testHint,
  live,
  ownerId,
  widgetKey,
}: {
  type: AvailableWidgetType;
  settings: Record<string, unknown>;
  feed: readonly FeedItem[];
  tests: ReactNode;
  testHint: ReactNode;
  /** The widget's real state from the server: drawn instead of the sample events. */
  live?: { state: unknown; offsetMs: number } | undefined;
  /** Whose uploads the preview loads (a moderator previews the owner's). */
  ownerId?: string;
  /** A saved widget's display key: the preview speaks the server's test messages with it. */
  widgetKey?: string;
}) {
  const { t } = useTranslation('widgets');
  const [background, setBackground] = useState<StageBackground>('scene');
  const assets = useDashboardAssets(ownerId, widgetKey);
  // Uploads the settings name are loaded before an alert needs them (its sound plays at once).
  const refs =
    JSON.stringify(settings)
      .match(/media:[0-9a-f]{64}/g)
      ?.join(',') ?? '';
  useEffect(() => {
    for (const ref of refs ? refs.split(',') : []) assets.media(ref);
  }, [refs, assets]);
  return (
    <section
      aria-labelledby="preview-title"
      className="flex flex-col gap-4 rounded-xl border border-surface-700 bg-surface-900 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-title" className="text-sm font-semibold text-white">
          {t('preview.title')}
        </h2>
        <BackgroundSwitch value={background} onChange={setBackground} />
      </div>
      <WidgetPreview
        type={type}
        settings={settings}
        feed={feed}
        {...(live ? { state: live.state, serverOffsetMs: live.offsetMs } : {})}
        muted={false}
        assets={assets}
        background={background}
        maxHeight={440}
      />
      <div className="flex flex-col gap-2">
        <p className="text-xs text-zinc-400">{testHint}</p>
        {tests}
      </div>
    </section>
  );
}
