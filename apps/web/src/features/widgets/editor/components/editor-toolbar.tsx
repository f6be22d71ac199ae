import { useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Copy, Image, Minus, Plus, Redo2, Type, Undo2, Upload, Zap } from 'lucide-react';
import { SCENE_IMAGE_TYPES, type Widget } from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import type { SceneDoc } from '../lib/scene-doc';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

/**
 * The editor's top bar: the scene's name and canvas size, undo/redo, zoom, what can be added
 * (text, an uploaded image, an image by URL, the channel's widgets not yet placed), "Test
 * everything", the save state and the OBS URL.
 */
export function EditorToolbar({
  doc,
  onEdit,
  history,
  zoom,
  onAddText,
  uploading,
  onUpload,
  onAskImage,
  widgets,
  onAddWidget,
  onTestAll,
  saveState,
  onCopyUrl,
}: {
  doc: SceneDoc;
  onEdit: (doc: SceneDoc, key?: string) => void;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
  zoom: { scale: number; set: Dispatch<SetStateAction<number>> };
  onAddText: () => void;
  uploading: boolean;
  onUpload: (file: File) => void;
  onAskImage: () => void;
  /** The channel's widgets not on the canvas yet. */
  widgets: Widget[];
  onAddWidget: (widget: Widget) => void;
  onTestAll: () => void;
  saveState: SaveState;
  onCopyUrl: () => void;
}) {
  const { t } = useTranslation('editor');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-surface-700 bg-surface-900 px-3 py-2 max-md:hidden">
      <Link
        to="/editor"
        aria-label={t('editor.back')}
        className="rounded p-1.5 text-zinc-400 hover:bg-surface-800 hover:text-white"
      >
        <ArrowLeft size={18} />
      </Link>
      <input
        aria-label={t('editor.name')}
        value={doc.name}
        maxLength={80}
        onChange={(event) =>
          event.target.value.trim() && onEdit({ ...doc, name: event.target.value }, 'name')
        }
        className="h-8 w-48 rounded-md bg-transparent px-2 text-sm font-semibold text-white ring-1 ring-transparent hover:ring-surface-600 focus:ring-brand-500"
      />
      <select
        aria-label={t('editor.canvas')}
        value={`${doc.width}x${doc.height}`}
        onChange={(event) => {
          const [width, height] = event.target.value.split('x').map(Number);
          onEdit({ ...doc, width: width!, height: height! });
        }}
        className="h-8 rounded-md bg-surface-950 px-2 text-sm ring-1 ring-surface-600"
      >
        {[
          [1920, 1080],
          [1280, 720],
          [2560, 1440],
          [1080, 1920],
        ].map(([w, h]) => (
          <option key={`${w}x${h}`} value={`${w}x${h}`}>
            {w} × {h}
          </option>
        ))}
        {![1920, 1280, 2560, 1080].includes(doc.width) && (
          <option value={`${doc.width}x${doc.height}`}>
            {doc.width} × {doc.height}
          </option>
        )}
      </select>
      <span className="mx-1 h-5 w-px bg-surface-700" />
      <Button size="sm" variant="ghost" onClick={history.undo} disabled={!history.canUndo}>
        <Undo2 size={16} aria-hidden="true" />
        <span className="sr-only">{t('editor.undo')}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={history.redo} disabled={!history.canRedo}>
        <Redo2 size={16} aria-hidden="true" />
        <span className="sr-only">{t('editor.redo')}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => zoom.set((z) => Math.max(0.25, z / 1.25))}>
        <Minus size={16} aria-hidden="true" />
        <span className="sr-only">{t('editor.zoomOut')}</span>
      </Button>
      <button
        type="button"
        onClick={() => zoom.set(1)}
        className="w-14 text-center text-xs tabular-nums text-zinc-400 hover:text-white"
        title={t('editor.fit')}
      >
        {Math.round(zoom.scale * 100)}%
      </button>
      <Button size="sm" variant="ghost" onClick={() => zoom.set((z) => Math.min(4, z * 1.25))}>
        <Plus size={16} aria-hidden="true" />
        <span className="sr-only">{t('editor.zoomIn')}</span>
      </Button>
      <span className="mx-1 h-5 w-px bg-surface-700" />
      <Button size="sm" variant="secondary" onClick={onAddText}>
        <Type size={16} aria-hidden="true" />
        {t('editor.addText')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={uploading}
        onClick={() => fileInput.current?.click()}
      >
        <Upload size={16} aria-hidden="true" />
        {t('editor.uploadImage')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={SCENE_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('editor.uploadImage')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onUpload(file);
        }}
      />
      <Button size="sm" variant="ghost" onClick={onAskImage}>
        <Image size={16} aria-hidden="true" />
        {t('editor.addImage')}
      </Button>
      <select
        aria-label={t('editor.addWidget')}
        value=""
        onChange={(event) => {
          const widget = widgets.find((w) => w.id === event.target.value);
          if (widget) onAddWidget(widget);
        }}
        className="h-8 rounded-md bg-surface-800 px-2 text-sm font-semibold text-zinc-100 ring-1 ring-surface-600"
      >
        <option value="">{t('editor.addWidget')}</option>
        {widgets.map((widget) => (
          <option key={widget.id} value={widget.id}>
            {widget.name}
          </option>
        ))}
      </select>
      <Button size="sm" variant="ghost" onClick={onTestAll}>
        <Zap size={16} aria-hidden="true" />
        {t('editor.testAll')}
      </Button>
      <div className="ml-auto flex items-center gap-3">
        <span role="status" data-save-state={saveState} className="text-xs text-zinc-400">
          {t(`editor.save.${saveState}`)}
        </span>
        <Button size="sm" onClick={onCopyUrl}>
          <Copy size={16} aria-hidden="true" />
          {t('editor.copyUrl')}
        </Button>
      </div>
    </header>
  );
}
