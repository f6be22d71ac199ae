import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { sceneImageUrl, type Layer, type Widget } from '@kyo/contracts';
import { rendererFor, type AvailableWidgetType } from '../../types/renderers';
import { availableUi, isAvailable } from '../../types/registry';
import { useDemoFeed } from '../../hooks/use-demo-feed';
import { ImageLayerView, layerStyle, TextLayerView } from '../../../../overlay/layer-views';
import {
  HANDLES,
  resizeBox,
  rotateBox,
  snapMove,
  type Box,
  type Guide,
  type Handle,
} from '../lib/canvas-geometry';
import type { SceneDoc } from '../lib/scene-doc';

type Drag =
  | { kind: 'move'; startX: number; startY: number; before: Layer[]; ids: string[] }
  | { kind: 'resize'; handle: Handle; startX: number; startY: number; before: Layer[]; id: string }
  | { kind: 'rotate'; before: Layer[]; id: string };

const boxOf = (layer: Layer): Box => ({
  x: layer.x,
  y: layer.y,
  width: layer.width,
  height: layer.height,
  rotation: layer.rotation,
});
const round = (n: number) => Math.round(n);

const CURSORS: Record<Handle, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};
const HANDLE_AT: Record<Handle, [number, number]> = {
  nw: [0, 0],
  n: [50, 0],
  ne: [100, 0],
  e: [100, 50],
  se: [100, 100],
  s: [50, 100],
  sw: [0, 100],
  w: [0, 50],
};

/**
 * The scene's canvas at `scale`: every layer drawn as on stream (widgets by their real renderer),
 * selection with resize and rotate handles, drag to move with snapping and guides. Changes go to
 * `onChange` while dragging and `onCommit` (with the layers before) when the pointer lets go.
 */
export function EditorCanvas({
  doc,
  scale,
  selected,
  widgets,
  ownerId,
  onSelect,
  onChange,
  onCommit,
}: {
  doc: SceneDoc;
  /** The scene's channel (uploaded images are served under it). */
  ownerId: string;
  scale: number;
  selected: string[];
  widgets: Map<string, Widget>;
  onSelect: (ids: string[]) => void;
  onChange: (layers: Layer[]) => void;
  onCommit: (before: Layer[]) => void;
}) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);

  const pointInCanvas = (event: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale };
  };

  function startMove(event: ReactPointerEvent, layer: Layer) {
    event.stopPropagation();
    const additive = event.shiftKey;
    let ids = selected;
    if (additive) {
      ids = selected.includes(layer.id)
        ? selected.filter((id) => id !== layer.id)
        : [...selected, layer.id];
      onSelect(ids);
    } else if (!selected.includes(layer.id)) {
      ids = [layer.id];
      onSelect(ids);
    }
    const movable = ids.filter((id) => !doc.layers.find((l) => l.id === id)?.locked);
    if (movable.length === 0 || !ids.includes(layer.id)) return;
    (event.target as Element).setPointerCapture?.(event.pointerId);
    drag.current = {
      kind: 'move',
      startX: event.clientX,
      startY: event.clientY,
      before: doc.layers,
      ids: movable,
    };
  }

  function startResize(event: ReactPointerEvent, layer: Layer, handle: Handle) {
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    drag.current = {
      kind: 'resize',
      handle,
      startX: event.clientX,
      startY: event.clientY,
      before: doc.layers,
      id: layer.id,
    };
  }

  function startRotate(event: ReactPointerEvent, layer: Layer) {
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    drag.current = { kind: 'rotate', before: doc.layers, id: layer.id };
  }

  function onPointerMove(event: ReactPointerEvent) {
    const current = drag.current;
    if (!current) return;
    if (current.kind === 'move') {
      const moving = current.before.filter((l) => current.ids.includes(l.id));
      const others = current.before.filter((l) => !current.ids.includes(l.id) && l.visible);
      const snapped = event.altKey
        ? {
            dx: (event.clientX - current.startX) / scale,
            dy: (event.clientY - current.startY) / scale,
            guides: [],
          }
        : snapMove(
            moving.map(boxOf),
            {
              dx: (event.clientX - current.startX) / scale,
              dy: (event.clientY - current.startY) / scale,
            },
            others.map(boxOf),
            doc,
          );
      setGuides(snapped.guides);
      onChange(
        current.before.map((l) =>
          current.ids.includes(l.id)
            ? { ...l, x: round(l.x + snapped.dx), y: round(l.y + snapped.dy) }
            : l,
        ),
      );
    } else if (current.kind === 'resize') {
      onChange(
        current.before.map((l) => {
          if (l.id !== current.id) return l;
          const box = resizeBox(
            boxOf(l),
            current.handle,
            {
              dx: (event.clientX - current.startX) / scale,
              dy: (event.clientY - current.startY) / scale,
            },
            { keepAspect: event.shiftKey, minSize: 8 },
          );
          return {
            ...l,
            x: round(box.x),
            y: round(box.y),
            width: round(box.width),
            height: round(box.height),
          };
        }),
      );
    } else {
      const point = pointInCanvas(event);
      onChange(
        current.before.map((l) =>
          l.id === current.id
            ? {
                ...l,
                rotation: rotateBox(boxOf(l), point, event.shiftKey ? 15 : undefined).rotation,
              }
            : l,
        ),
      );
    }
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    setGuides([]);
    if (current) onCommit(current.before);
  }

  const single =
    selected.length === 1 ? doc.layers.find((l) => l.id === selected[0] && !l.locked) : undefined;

  return (
    <div
      ref={canvasRef}
      data-testid="scene-canvas"
      className="relative shrink-0 bg-[repeating-conic-gradient(#1c1f26_0%_25%,#15171c_0%_50%)] bg-[length:32px_32px] shadow-2xl ring-1 ring-surface-600"
      style={{ width: doc.width * scale, height: doc.height * scale }}
      onPointerDown={() => onSelect([])}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div
        className="absolute left-0 top-0 origin-top-left"
        style={{ width: doc.width, height: doc.height, transform: `scale(${scale})` }}
      >
        {doc.layers.map((layer) => (
          <div
            key={layer.id}
            data-layer={layer.name}
            className={layer.locked ? 'cursor-default' : 'cursor-move'}
            style={{ ...layerStyle({ ...layer, rev: 0 }), overflow: 'hidden' }}
            onPointerDown={(event) => startMove(event, layer)}
          >
            <div className="pointer-events-none h-full w-full">
              <LayerContent layer={layer} widgets={widgets} ownerId={ownerId} />
            </div>
          </div>
        ))}
      </div>
      {/* Selection frames and handles, drawn at screen scale so they stay the same size. */}
      {doc.layers
        .filter((layer) => selected.includes(layer.id) && layer.visible)
        .map((layer) => (
          <div
            key={layer.id}
            className="pointer-events-none absolute outline outline-2 outline-brand-400"
            style={{
              left: layer.x * scale,
              top: layer.y * scale,
              width: layer.width * scale,
              height: layer.height * scale,
              transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
            }}
          >
            {single?.id === layer.id && (
              <>
                {HANDLES.map((handle) => (
                  <span
                    key={handle}
                    data-handle={handle}
                    className="pointer-events-auto absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-sm border-2 border-brand-400 bg-surface-950"
                    style={{
                      left: `${HANDLE_AT[handle][0]}%`,
                      top: `${HANDLE_AT[handle][1]}%`,
                      cursor: CURSORS[handle],
                    }}
                    onPointerDown={(event) => startResize(event, layer, handle)}
                  />
                ))}
                <span
                  data-handle="rotate"
                  className="pointer-events-auto absolute left-1/2 -top-7 h-3.5 w-3.5 -translate-x-1/2 cursor-grab rounded-full border-2 border-brand-400 bg-surface-950"
                  onPointerDown={(event) => startRotate(event, layer)}
                />
              </>
            )}
          </div>
        ))}
      {guides.map((guide, index) => (
        <div
          key={index}
          data-testid="snap-guide"
          className="pointer-events-none absolute bg-pink-500"
          style={
            guide.axis === 'x'
              ? {
                  left: guide.at * scale,
                  top: guide.from * scale,
                  width: 1,
                  height: (guide.to - guide.from) * scale,
                }
              : {
                  top: guide.at * scale,
                  left: guide.from * scale,
                  height: 1,
                  width: (guide.to - guide.from) * scale,
                }
          }
        />
      ))}
    </div>
  );
}

/** A layer as it shows on stream: a widget by its renderer (its saved settings), text, image. */
function LayerContent({
  layer,
  widgets,
  ownerId,
}: {
  layer: Layer;
  widgets: Map<string, Widget>;
  ownerId: string;
}) {
  if (layer.kind === 'text') return <TextLayerView layer={{ ...layer, rev: 0 }} />;
  if (layer.kind === 'image') {
    return (
      <ImageLayerView
        src={
          layer.source.type === 'url'
            ? layer.source.url
            : sceneImageUrl(ownerId, layer.source.sha256)
        }
        fit={layer.fit}
      />
    );
  }
  const widget = widgets.get(layer.widgetId);
  const Renderer = widget ? rendererFor(widget.type) : undefined;
  if (!widget || !Renderer || !isAvailable(widget.type)) {
    return (
      <div className="flex h-full w-full items-center justify-center border-2 border-dashed border-red-400/60 text-2xl text-red-300">
        {layer.name}
      </div>
    );
  }
  return (
    <div className="relative h-full w-full outline-1 outline-dashed outline-white/20">
      <WidgetSample widget={widget} type={widget.type} Renderer={Renderer} />
      <span className="absolute left-2 top-2 rounded bg-black/60 px-2 py-0.5 text-lg text-zinc-200">
        {layer.name}
      </span>
    </div>
  );
}

/**
 * A widget on the canvas as it looks on stream: its renderer with its saved settings, playing the
 * sample events its builder previews (the gallery's), so the streamer arranges what they will see
 * and not an empty box.
 */
function WidgetSample({
  widget,
  type,
  Renderer,
}: {
  widget: Widget;
  type: AvailableWidgetType;
  Renderer: NonNullable<ReturnType<typeof rendererFor>>;
}) {
  const feed = useDemoFeed(availableUi(type).demo);
  return <Renderer settings={widget.settings} feed={feed} muted />;
}
