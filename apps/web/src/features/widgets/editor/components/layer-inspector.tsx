import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import {
  FONT_FAMILIES,
  TEXT_ALIGNS,
  widgetContracts,
  type Layer,
  type TestEventKind,
  type Widget,
} from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';

/** The selected layer's numbers and, per kind, its text, image or widget test events. */
export function LayerInspector({
  layer,
  widget,
  onUpdate,
  onTest,
}: {
  layer: Layer;
  widget: Widget | undefined;
  onUpdate: (patch: Partial<Layer>, key: string) => void;
  onTest: (widget: Widget, kind: TestEventKind) => void;
}) {
  const { t } = useTranslation('editor');
  const number = (field: 'x' | 'y' | 'width' | 'height' | 'rotation', min?: number) => (
    <label className="flex flex-col gap-1 text-xs text-zinc-400">
      {t(`inspector.${field}`)}
      <input
        type="number"
        value={Math.round(layer[field])}
        min={min}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value) && (min === undefined || value >= min))
            onUpdate({ [field]: value }, `field:${field}`);
        }}
        className="h-8 rounded-md bg-surface-950 px-2 text-sm text-white ring-1 ring-surface-600 focus:ring-brand-500"
      />
    </label>
  );
  return (
    <section aria-labelledby="inspector-title" className="space-y-4 p-3">
      <h2 id="inspector-title" className="text-xs font-semibold uppercase text-zinc-400">
        {layer.name}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {number('x')}
        {number('y')}
        {number('width', 1)}
        {number('height', 1)}
        {number('rotation')}
        <label className="flex flex-col gap-1 text-xs text-zinc-400">
          {t('inspector.opacity')}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={layer.opacity}
            onChange={(event) => onUpdate({ opacity: Number(event.target.value) }, 'opacity')}
            className="h-8 accent-brand-500"
          />
        </label>
      </div>
      {layer.kind === 'text' && (
        <div className="space-y-2">
          <label className="flex flex-col gap-1 text-xs text-zinc-400">
            {t('inspector.text')}
            <textarea
              value={layer.text}
              maxLength={2000}
              rows={3}
              onChange={(event) =>
                event.target.value && onUpdate({ text: event.target.value }, 'text')
              }
              className="rounded-md bg-surface-950 p-2 text-sm text-white ring-1 ring-surface-600 focus:ring-brand-500"
            />
          </label>
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-xs text-zinc-400">
              {t('inspector.font')}
              <select
                value={layer.font}
                onChange={(event) =>
                  onUpdate({ font: event.target.value as (typeof FONT_FAMILIES)[number] }, 'font')
                }
                className="h-8 rounded-md bg-surface-950 px-2 text-sm text-white ring-1 ring-surface-600"
              >
                {FONT_FAMILIES.map((font) => (
                  <option key={font}>{font}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs text-zinc-400">
              {t('inspector.fontSize')}
              <input
                type="number"
                min={6}
                max={800}
                value={layer.fontSize}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  if (value >= 6 && value <= 800) onUpdate({ fontSize: value }, 'fontSize');
                }}
                className="h-8 rounded-md bg-surface-950 px-2 text-sm text-white ring-1 ring-surface-600"
              />
            </label>
            <label className="flex flex-col gap-1 text-xs text-zinc-400">
              {t('inspector.color')}
              <input
                type="color"
                value={layer.color.slice(0, 7)}
                onChange={(event) => onUpdate({ color: event.target.value }, 'color')}
                className="h-8 w-full rounded-md bg-surface-950"
              />
            </label>
            <label className="flex flex-col gap-1 text-xs text-zinc-400">
              {t('inspector.align')}
              <select
                value={layer.align}
                onChange={(event) =>
                  onUpdate({ align: event.target.value as (typeof TEXT_ALIGNS)[number] }, 'align')
                }
                className="h-8 rounded-md bg-surface-950 px-2 text-sm text-white ring-1 ring-surface-600"
              >
                {TEXT_ALIGNS.map((align) => (
                  <option key={align} value={align}>
                    {t(`inspector.aligns.${align}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      )}
      {layer.kind === 'image' && layer.source.type === 'url' && (
        <label className="flex flex-col gap-1 text-xs text-zinc-400">
          {t('inspector.imageUrl')}
          <input
            type="url"
            value={layer.source.url}
            onChange={(event) =>
              /^https?:\/\//.test(event.target.value) &&
              onUpdate({ source: { type: 'url', url: event.target.value } }, 'url')
            }
            className="h-8 rounded-md bg-surface-950 px-2 text-sm text-white ring-1 ring-surface-600"
          />
        </label>
      )}
      {layer.kind === 'widget' && widget && (
        <div className="space-y-2">
          <p className="text-xs text-zinc-400">{t('inspector.test')}</p>
          <div className="flex flex-wrap gap-2">
            {widgetContracts[widget.type].testEvents.slice(0, 4).map((kind) => (
              <Button key={kind} size="sm" variant="secondary" onClick={() => onTest(widget, kind)}>
                <Zap size={14} aria-hidden="true" />
                {t(`inspector.kinds.${kind}`, { defaultValue: kind })}
              </Button>
            ))}
          </div>
        </div>
      )}
      {layer.kind === 'widget' && !widget && (
        <p className="text-sm text-red-300">{t('inspector.widgetGone')}</p>
      )}
    </section>
  );
}
