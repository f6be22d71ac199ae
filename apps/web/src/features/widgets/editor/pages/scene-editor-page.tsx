import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ArrowLeft,
  Copy,
  Image,
  Minus,
  Plus,
  Redo2,
  Type,
  Undo2,
  Upload,
  Zap,
  LayoutTemplate,
} from 'lucide-react';
import {
  applyLayerChanges,
  diffLayers,
  SCENE_IMAGE_MAX_BYTES,
  SCENE_IMAGE_TYPES,
  sceneEndpoints,
  widgetContracts,
  widgetEndpoints,
  type Layer,
  type Scene,
  type TestEventKind,
  type Widget,
} from '@kyo/contracts';
import { Button } from '../../../../components/ui/button';
import { ImageUrlDialog } from '../components/image-url-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { apiRequest } from '../../../../lib/api-client';
import { useWidgetList } from '../../hooks/use-widgets';
import { useCopy } from '../../hooks/use-copy';
import { EditorCanvas } from '../components/editor-canvas';
import { LayerInspector } from '../components/layer-inspector';
import { LayersPanel } from '../components/layers-panel';
import { fitScale, nudgeDelta } from '../lib/canvas-geometry';
import {
  copiesOf,
  newImageLayer,
  newTextLayer,
  newWidgetLayer,
  sameLayer,
  withoutRev,
  type SceneDoc,
} from '../lib/scene-doc';
import { UndoHistory } from '../lib/undo-history';
import { saveScene, useScene } from '../hooks/use-scenes';

type SaveState = 'saved' | 'pending' | 'saving' | 'error';
const SAVE_DELAY_MS = 800;

const docOf = (scene: Scene): SceneDoc => ({
  name: scene.name,
  width: scene.width,
  height: scene.height,
  layers: scene.layers.map(withoutRev),
});

export default function SceneEditorPage() {
  const { sceneId = '' } = useParams();
  const { t } = useTranslation('editor');
  const scene = useScene(sceneId);
  if (scene.isError) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 text-zinc-300">
        <p>{t('editor.notFound')}</p>
        <Link to="/editor" className="text-brand-400 underline">
          {t('editor.back')}
        </Link>
      </div>
    );
  }
  if (!scene.data) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner size={24} />
      </div>
    );
  }
  return <SceneEditor key={scene.data.id} initial={scene.data} fetched={scene.data} />;
}

/**
 * The editor of one scene. Edits apply at once on the canvas and are saved a moment later (only
 * what changed: the server merges per layer, so another tab's edits to other layers stay); a
 * newer revision from another tab is taken in, with this tab's unsaved edits on top.
 */
function SceneEditor({ initial, fetched }: { initial: Scene; fetched: Scene }) {
  const { t } = useTranslation('editor');
  const copy = useCopy();
  const widgetList = useWidgetList();
  const widgets = useMemo(
    () => new Map((widgetList.data ?? []).map((widget) => [widget.id, widget])),
    [widgetList.data],
  );
  const [doc, setDoc] = useState<SceneDoc>(() => docOf(initial));
  const [selected, setSelected] = useState<string[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [zoom, setZoom] = useState(1);
  const [viewport, setViewport] = useState({ width: 1200, height: 700 });
  const [, setTick] = useState(0);
  const base = useRef<Scene>(initial);
  const docRef = useRef(doc);
  docRef.current = doc;
  const history = useRef(new UndoHistory<SceneDoc>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef(false);
  const clipboard = useRef<Layer[]>([]);
  const stage = useRef<HTMLDivElement>(null);

  // The stage's size decides the canvas's scale.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewport({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = fitScale(doc, viewport) * zoom;

  const save = useCallback(async () => {
    if (saving.current) return;
    const sent = docRef.current;
    const layers = diffLayers(base.current.layers.map(withoutRev), sent.layers, sameLayer);
    const meta = {
      ...(sent.name !== base.current.name ? { name: sent.name } : {}),
      ...(sent.width !== base.current.width ? { width: sent.width } : {}),
      ...(sent.height !== base.current.height ? { height: sent.height } : {}),
    };
    if (!layers && Object.keys(meta).length === 0) return setSaveState('saved');
    saving.current = true;
    setSaveState('saving');
    try {
      const answer = await saveScene(base.current.id, { ...meta, ...(layers ?? {}) });
      base.current = answer;
      // Edits made while this save was on its way go on top of the server's answer.
      const later = diffLayers(sent.layers, docRef.current.layers, sameLayer);
      const layersNow = applyLayerChanges(answer.layers.map(withoutRev), later ?? {});
      setDoc((current) => ({ ...current, layers: layersNow }));
      setSaveState(later ? 'pending' : 'saved');
      if (later) timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    } catch (error) {
      setSaveState('error');
      toast.error(error instanceof Error ? error.message : t('editor.saveFailed'));
    } finally {
      saving.current = false;
    }
  }, [t]);

  const scheduleSave = useCallback(() => {
    setSaveState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // Another tab saved: take its revision in, with this tab's unsaved edits on top.
  useEffect(() => {
    if (fetched.rev <= base.current.rev || saving.current) return;
    const mine = diffLayers(base.current.layers.map(withoutRev), docRef.current.layers, sameLayer);
    base.current = fetched;
    setDoc({
      ...docOf(fetched),
      layers: applyLayerChanges(fetched.layers.map(withoutRev), mine ?? {}),
    });
  }, [fetched]);

  /** Every edit: recorded for undo (runs of one `key` are one step) and saved soon. */
  const edit = useCallback(
    (next: SceneDoc, key?: string) => {
      history.current.record(docRef.current, key === undefined ? {} : { key });
      setDoc(next);
      setTick((n) => n + 1);
      scheduleSave();
    },
    [scheduleSave],
  );
  const editLayers = (layers: Layer[], key?: string) => edit({ ...docRef.current, layers }, key);
  const updateLayer = (id: string, patch: Partial<Layer>, key?: string) =>
    editLayers(
      docRef.current.layers.map((l) => (l.id === id ? ({ ...l, ...patch } as Layer) : l)),
      key,
    );
  const addLayer = (layer: Layer) => {
    editLayers([...docRef.current.layers, layer]);
    setSelected([layer.id]);
  };
  const removeLayers = (ids: string[]) => {
    editLayers(docRef.current.layers.filter((l) => !ids.includes(l.id)));
    setSelected([]);
  };
  const moveLayer = (id: string, direction: 1 | -1) => {
    const layers = [...docRef.current.layers];
    const index = layers.findIndex((l) => l.id === id);
    const target = index + direction;
    if (index < 0 || target < 0 || target >= layers.length) return;
    [layers[index], layers[target]] = [layers[target]!, layers[index]!];
    editLayers(layers);
  };
  const undo = () => {
    const previous = history.current.undo(docRef.current);
    if (previous) {
      setDoc(previous);
      scheduleSave();
    }
  };
  const redo = () => {
    const next = history.current.redo(docRef.current);
    if (next) {
      setDoc(next);
      scheduleSave();
    }
  };
  const [uploading, setUploading] = useState(false);
  const [askingImage, setAskingImage] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  /** An image file from the computer: checked here, stored by the server, placed as a layer. */
  const uploadImage = async (file: File) => {
    const type = SCENE_IMAGE_TYPES.find((allowed) => allowed === file.type);
    if (!type) return toast.error(t('editor.imageType'));
    if (file.size > SCENE_IMAGE_MAX_BYTES) return toast.error(t('editor.imageTooLarge'));
    setUploading(true);
    try {
      const data = await base64Of(file);
      const size = await naturalSize(file);
      const image = await apiRequest(sceneEndpoints.uploadImage, {
        body: { contentType: type, data, owner: base.current.ownerId },
      });
      addLayer(
        newImageLayer(
          { type: 'upload', sha256: image.sha256 },
          docRef.current,
          size,
          file.name || t('editor.newImage'),
        ),
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const test = (widget: Widget, kind: TestEventKind) =>
    apiRequest(widgetEndpoints.testEvent, { params: { id: widget.id }, body: { kind } }).catch(
      (error: unknown) =>
        toast.error(error instanceof Error ? error.message : t('editor.testFailed')),
    );
  const testEverything = () => {
    for (const layer of docRef.current.layers) {
      const widget = layer.kind === 'widget' ? widgets.get(layer.widgetId) : undefined;
      const kind = widget && widgetContracts[widget.type].testEvents[0];
      if (widget && kind) void test(widget, kind);
    }
  };

  // Keyboard: nudge, delete, undo/redo, copy/paste (not while typing in a field). React flushes
  // this effect at the end of the click that selects a layer, so the next key moves that layer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const mod = event.ctrlKey || event.metaKey;
      const chosen = docRef.current.layers.filter((l) => selected.includes(l.id));
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        return event.shiftKey ? redo() : undo();
      }
      if (mod && event.key.toLowerCase() === 'y') return redo();
      if (mod && event.key.toLowerCase() === 'c') {
        clipboard.current = chosen;
        return;
      }
      if (mod && event.key.toLowerCase() === 'v' && clipboard.current.length > 0) {
        const pasted = copiesOf(clipboard.current, docRef.current, (name) =>
          t('editor.copyName', { name }),
        );
        editLayers([...docRef.current.layers, ...pasted]);
        setSelected(pasted.map((l) => l.id));
        return;
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && chosen.length > 0) {
        event.preventDefault();
        return removeLayers(chosen.map((l) => l.id));
      }
      const delta = nudgeDelta(event.key, event.shiftKey);
      if (delta && chosen.length > 0) {
        event.preventDefault();
        editLayers(
          docRef.current.layers.map((l) =>
            selected.includes(l.id) && !l.locked
              ? { ...l, x: l.x + delta.dx, y: l.y + delta.dy }
              : l,
          ),
          'nudge',
        );
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const single = selected.length === 1 ? doc.layers.find((l) => l.id === selected[0]) : undefined;
  const available = (widgetList.data ?? []).filter(
    (widget) => !doc.layers.some((l) => l.kind === 'widget' && l.widgetId === widget.id),
  );

  return (
    <div className="flex h-screen flex-col bg-surface-950 text-zinc-200">
      <ImageUrlDialog
        open={askingImage}
        onClose={() => setAskingImage(false)}
        onAdd={(url) =>
          addLayer(newImageLayer({ type: 'url', url }, doc, undefined, t('editor.newImage')))
        }
      />
      {/* A phone: the canvas and its panels need room; say so, and lead back to the scene list. */}
      <div
        role="note"
        className="m-4 rounded-xl bg-surface-900 p-5 text-sm text-zinc-300 ring-1 ring-surface-700 md:hidden"
      >
        <p className="font-semibold text-white">{t('editor.narrowTitle')}</p>
        <p className="mt-1.5">{t('editor.narrowBody')}</p>
        <Link to="/editor" className="mt-3 inline-block font-semibold text-brand-400 underline">
          {t('editor.back')}
        </Link>
      </div>
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
            event.target.value.trim() && edit({ ...doc, name: event.target.value }, 'name')
          }
          className="h-8 w-48 rounded-md bg-transparent px-2 text-sm font-semibold text-white ring-1 ring-transparent hover:ring-surface-600 focus:ring-brand-500"
        />
        <select
          aria-label={t('editor.canvas')}
          value={`${doc.width}x${doc.height}`}
          onChange={(event) => {
            const [width, height] = event.target.value.split('x').map(Number);
            edit({ ...doc, width: width!, height: height! });
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
        <Button size="sm" variant="ghost" onClick={undo} disabled={!history.current.canUndo}>
          <Undo2 size={16} aria-hidden="true" />
          <span className="sr-only">{t('editor.undo')}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={redo} disabled={!history.current.canRedo}>
          <Redo2 size={16} aria-hidden="true" />
          <span className="sr-only">{t('editor.redo')}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>
          <Minus size={16} aria-hidden="true" />
          <span className="sr-only">{t('editor.zoomOut')}</span>
        </Button>
        <button
          type="button"
          onClick={() => setZoom(1)}
          className="w-14 text-center text-xs tabular-nums text-zinc-400 hover:text-white"
          title={t('editor.fit')}
        >
          {Math.round(scale * 100)}%
        </button>
        <Button size="sm" variant="ghost" onClick={() => setZoom((z) => Math.min(4, z * 1.25))}>
          <Plus size={16} aria-hidden="true" />
          <span className="sr-only">{t('editor.zoomIn')}</span>
        </Button>
        <span className="mx-1 h-5 w-px bg-surface-700" />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => addLayer(newTextLayer(t('editor.newText'), doc))}
        >
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
            if (file) void uploadImage(file);
          }}
        />
        <Button size="sm" variant="ghost" onClick={() => setAskingImage(true)}>
          <Image size={16} aria-hidden="true" />
          {t('editor.addImage')}
        </Button>
        <select
          aria-label={t('editor.addWidget')}
          value=""
          onChange={(event) => {
            const widget = widgets.get(event.target.value);
            if (widget) addLayer(newWidgetLayer(widget, widgetContracts[widget.type].size, doc));
          }}
          className="h-8 rounded-md bg-surface-800 px-2 text-sm font-semibold text-zinc-100 ring-1 ring-surface-600"
        >
          <option value="">{t('editor.addWidget')}</option>
          {available.map((widget) => (
            <option key={widget.id} value={widget.id}>
              {widget.name}
            </option>
          ))}
        </select>
        <Button size="sm" variant="ghost" onClick={testEverything}>
          <Zap size={16} aria-hidden="true" />
          {t('editor.testAll')}
        </Button>
        <div className="ml-auto flex items-center gap-3">
          <span role="status" data-save-state={saveState} className="text-xs text-zinc-400">
            {t(`editor.save.${saveState}`)}
          </span>
          <Button size="sm" onClick={() => void copy(base.current.overlayUrl, t('editor.copied'))}>
            <Copy size={16} aria-hidden="true" />
            {t('editor.copyUrl')}
          </Button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 max-md:hidden">
        <aside className="flex w-64 shrink-0 flex-col border-r border-surface-700 bg-surface-900">
          <LayersPanel
            layers={doc.layers}
            selected={selected}
            onSelect={setSelected}
            onUpdate={(id, patch) => updateLayer(id, patch)}
            onMove={moveLayer}
            onRemove={removeLayers}
          />
        </aside>
        <main ref={stage} className="relative min-w-0 flex-1" aria-label={t('editor.canvasLabel')}>
          {/* Scrollbars (zoomed in) live in this inner box: the stage's measured size stays put. */}
          <div className="absolute inset-0 flex items-center justify-center overflow-auto">
            <EditorCanvas
              doc={doc}
              scale={scale}
              selected={selected}
              widgets={widgets}
              ownerId={base.current.ownerId}
              onSelect={setSelected}
              onChange={(layers) => setDoc((current) => ({ ...current, layers }))}
              onCommit={(before) => {
                const now = docRef.current;
                if (before === now.layers) return;
                history.current.record({ ...now, layers: before });
                setTick((n) => n + 1);
                scheduleSave();
              }}
            />
          </div>
          {doc.layers.length === 0 && (
            <p className="pointer-events-none absolute inset-x-0 bottom-6 flex items-center justify-center gap-2 text-sm text-zinc-400">
              <LayoutTemplate size={16} aria-hidden="true" />
              {t('editor.emptyHint')}
            </p>
          )}
        </main>
        <aside className="w-72 shrink-0 overflow-y-auto border-l border-surface-700 bg-surface-900">
          {single ? (
            <LayerInspector
              layer={single}
              widget={single.kind === 'widget' ? widgets.get(single.widgetId) : undefined}
              onUpdate={(patch, key) => updateLayer(single.id, patch, key)}
              onTest={(widget, kind) => void test(widget, kind)}
            />
          ) : (
            <p className="p-4 text-sm text-zinc-400">
              {selected.length > 1
                ? t('editor.many', { count: selected.length })
                : t('editor.hint')}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The file's bytes as base64 (what the upload endpoint takes). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The picture's own size, to place it with its proportions. */
async function naturalSize(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 400, height: 300 };
  }
}
