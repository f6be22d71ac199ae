import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Eye, EyeOff, Image, Lock, LockOpen, Trash2, Type } from 'lucide-react';
import { LayoutTemplate } from 'lucide-react';
import type { Layer } from '@kyo/contracts';
import { cn } from '../../../../lib/cn';

/** The layers, top first: select (Shift adds), rename (double-click), hide, lock, reorder, delete. */
export function LayersPanel({
  layers,
  selected,
  onSelect,
  onUpdate,
  onMove,
  onRemove,
}: {
  layers: Layer[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  onUpdate: (id: string, patch: Partial<Layer>) => void;
  onMove: (id: string, direction: 1 | -1) => void;
  onRemove: (ids: string[]) => void;
}) {
  const { t } = useTranslation('editor');
  const [renaming, setRenaming] = useState<string | null>(null);
  const topFirst = [...layers].reverse();
  const icon = (layer: Layer) =>
    layer.kind === 'text' ? Type : layer.kind === 'image' ? Image : LayoutTemplate;
  return (
    <section aria-labelledby="layers-title" className="flex min-h-0 flex-col">
      <h2
        id="layers-title"
        className="px-3 pb-2 pt-3 text-xs font-semibold uppercase text-zinc-400"
      >
        {t('layers.title')}
      </h2>
      {layers.length === 0 && <p className="px-3 text-sm text-zinc-500">{t('layers.empty')}</p>}
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('layers.title')}>
        {topFirst.map((layer, index) => {
          const Icon = icon(layer);
          const active = selected.includes(layer.id);
          return (
            <li
              key={layer.id}
              className={cn(
                'group flex items-center gap-1 border-l-2 px-2 py-1.5 text-sm',
                active
                  ? 'border-brand-400 bg-brand-500/10 text-white'
                  : 'border-transparent text-zinc-300 hover:bg-surface-800',
              )}
            >
              <Icon size={14} className="shrink-0 text-zinc-500" aria-hidden="true" />
              {renaming === layer.id ? (
                <input
                  autoFocus
                  aria-label={t('layers.rename')}
                  defaultValue={layer.name}
                  maxLength={80}
                  className="min-w-0 flex-1 rounded bg-surface-950 px-1 text-sm text-white ring-1 ring-brand-500"
                  onBlur={(event) => {
                    const name = event.target.value.trim();
                    if (name && name !== layer.name) onUpdate(layer.id, { name });
                    setRenaming(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.currentTarget.blur();
                    if (event.key === 'Escape') setRenaming(null);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left"
                  onClick={(event) =>
                    onSelect(
                      event.shiftKey
                        ? active
                          ? selected.filter((id) => id !== layer.id)
                          : [...selected, layer.id]
                        : [layer.id],
                    )
                  }
                  onDoubleClick={() => setRenaming(layer.id)}
                >
                  <span className={cn(!layer.visible && 'text-zinc-500 line-through')}>
                    {layer.name}
                  </span>
                </button>
              )}
              <IconButton
                label={layer.visible ? t('layers.hide') : t('layers.show')}
                onClick={() => onUpdate(layer.id, { visible: !layer.visible })}
              >
                {layer.visible ? <Eye size={14} /> : <EyeOff size={14} />}
              </IconButton>
              <IconButton
                label={layer.locked ? t('layers.unlock') : t('layers.lock')}
                onClick={() => onUpdate(layer.id, { locked: !layer.locked })}
              >
                {layer.locked ? <Lock size={14} /> : <LockOpen size={14} />}
              </IconButton>
              <IconButton
                label={t('layers.up')}
                disabled={index === 0}
                onClick={() => onMove(layer.id, 1)}
              >
                <ArrowUp size={14} />
              </IconButton>
              <IconButton
                label={t('layers.down')}
                disabled={index === topFirst.length - 1}
                onClick={() => onMove(layer.id, -1)}
              >
                <ArrowDown size={14} />
              </IconButton>
              <IconButton label={t('layers.delete')} onClick={() => onRemove([layer.id])}>
                <Trash2 size={14} />
              </IconButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded p-1 text-zinc-400 hover:bg-surface-700 hover:text-white disabled:opacity-30"
    >
      {children}
    </button>
  );
}
