import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LayoutTemplate } from 'lucide-react';
import {
  applyLayerChanges,
  diffLayers,
  widgetContracts,
  type Layer,
  type Scene,
} from '@kyo/contracts';
import { ImageUrlDialog } from '../components/image-url-dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toast';
import { useAuthState } from '../../../../lib/auth-store';
import { useWidgetList } from '../../hooks/use-widgets';
import { useEditorKeys } from '../hooks/use-editor-keys';
import { useImageUpload } from '../hooks/use-image-upload';
import { useWidgetTests } from '../hooks/use-widget-tests';
import { useCopy } from '../../hooks/use-copy';
import { EditorCanvas } from '../components/editor-canvas';
import { EditorToolbar, type SaveState } from '../components/editor-toolbar';
import { LayerInspector } from '../components/layer-inspector';
import { LayersPanel } from '../components/layers-panel';
import { fitScale } from '../lib/canvas-geometry';
import {
  newImageLayer,
  newTextLayer,
  newWidgetLayer,
  sameLayer,
  withoutRev,
  type SceneDoc,
} from '../lib/scene-doc';
import { UndoHistory } from '../lib/undo-history';
import { saveScene, useScene } from '../hooks/use-scenes';

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
  // A moderator editing a streamer's scene places the streamer's widgets.
  const { user } = useAuthState();
  const widgetList = useWidgetList(initial.ownerId === user?.id ? undefined : initial.ownerId);
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
  const [askingImage, setAskingImage] = useState(false);
  const { uploading, upload: uploadImage } = useImageUpload(initial.ownerId, (image) =>
    addLayer(
      newImageLayer(
        { type: 'upload', sha256: image.sha256 },
        docRef.current,
        image.size,
        image.name,
      ),
    ),
  );
  const { test, testEverything } = useWidgetTests(widgets);
  useEditorKeys({
    docRef,
    selected,
    clipboard,
    undo,
    redo,
    editLayers,
    removeLayers,
    select: setSelected,
    copyName: (name) => t('editor.copyName', { name }),
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
          addLayer(
            newImageLayer({ type: 'url', url }, docRef.current, undefined, t('editor.newImage')),
          )
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
      <EditorToolbar
        doc={doc}
        onEdit={edit}
        history={{ undo, redo, canUndo: history.current.canUndo, canRedo: history.current.canRedo }}
        zoom={{ scale, set: setZoom }}
        onAddText={() => addLayer(newTextLayer(t('editor.newText'), docRef.current))}
        uploading={uploading}
        onUpload={(file) => void uploadImage(file)}
        onAskImage={() => setAskingImage(true)}
        widgets={available}
        onAddWidget={(widget) =>
          addLayer(newWidgetLayer(widget, widgetContracts[widget.type].size, docRef.current))
        }
        onTestAll={() => void testEverything(docRef.current)}
        saveState={saveState}
        onCopyUrl={() => void copy(base.current.overlayUrl, t('editor.copied'))}
      />
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
