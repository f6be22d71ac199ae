import type { Layer, StoredLayer } from '@kyo/contracts';
import { layerBounds } from '@kyo/contracts/scenes/merge';

/** What the editor edits: the canvas and its layers (bottom first), as the server stores them. */
export interface SceneDoc {
  name: string;
  width: number;
  height: number;
  layers: Layer[];
}

/** A stored layer without its revision (what a save sends). */
export function withoutRev(layer: StoredLayer): Layer {
  const { rev: _rev, ...rest } = layer;
  return rest;
}

/** JSON with sorted keys: the database may hand keys back in another order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => key !== 'rev' && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameLayer = (a: Layer, b: Layer) => stable(a) === stable(b);

const round = (n: number) => Math.round(n);

/** A layer placed at the middle of the canvas, in the sizes a new layer of its kind gets. */
export function centred<T extends { width: number; height: number }>(
  size: T,
  canvas: { width: number; height: number },
): T & { x: number; y: number } {
  const width = Math.min(size.width, canvas.width);
  const height = Math.min(size.height, canvas.height);
  return {
    ...size,
    width,
    height,
    x: round((canvas.width - width) / 2),
    y: round((canvas.height - height) / 2),
  };
}

/** The canvas a new layer goes on, with the layers already there (it avoids them). */
type Canvas = { width: number; height: number; layers?: readonly Layer[] };

/** Room kept around the layers already there, so a new one does not touch them. */
const GAP = 16;
/** The places tried, every this many pixels (and the canvas's far edges and the middle). */
const STEP = 40;

/** Offsets 0, STEP, 2·STEP… up to `max`, and `max` itself. */
function offsets(max: number): number[] {
  const found: number[] = [];
  for (let at = 0; at < max; at += STEP) found.push(at);
  found.push(Math.max(0, max));
  return found;
}

/**
 * Where a new layer goes: the middle of the canvas when it is free, else the free place nearest
 * to the middle (no layer there, with a 16 px gap around each), so layers added one after another
 * never land on top of each other; on a canvas with no free place left, where it covers least.
 */
export function freePlace<T extends { width: number; height: number }>(
  size: T,
  canvas: Canvas,
): T & { x: number; y: number } {
  const middle = centred(size, canvas);
  const taken = (canvas.layers ?? []).map(layerBounds).map((b) => ({
    left: b.left - GAP,
    top: b.top - GAP,
    right: b.right + GAP,
    bottom: b.bottom + GAP,
  }));
  const covered = (x: number, y: number) =>
    taken.reduce(
      (area, b) =>
        area +
        Math.max(0, Math.min(x + middle.width, b.right) - Math.max(x, b.left)) *
          Math.max(0, Math.min(y + middle.height, b.bottom) - Math.max(y, b.top)),
      0,
    );
  let best = { x: middle.x, y: middle.y, covered: covered(middle.x, middle.y), away: 0 };
  if (best.covered === 0) return middle;
  for (const x of offsets(canvas.width - middle.width)) {
    for (const y of offsets(canvas.height - middle.height)) {
      const place = { x, y, covered: covered(x, y), away: Math.hypot(x - middle.x, y - middle.y) };
      if (
        place.covered < best.covered ||
        (place.covered === best.covered && place.away < best.away)
      )
        best = place;
    }
  }
  return { ...middle, x: best.x, y: best.y };
}

const base = { rotation: 0, opacity: 1, visible: true, locked: false };

export function newWidgetLayer(
  widget: { id: string; name: string },
  size: { width: number; height: number },
  canvas: Canvas,
): Layer {
  return {
    id: crypto.randomUUID(),
    kind: 'widget',
    name: widget.name.slice(0, 80),
    widgetId: widget.id,
    ...base,
    ...freePlace(size, canvas),
  };
}

export function newTextLayer(text: string, canvas: Canvas): Layer {
  return {
    id: crypto.randomUUID(),
    kind: 'text',
    name: text.slice(0, 40) || 'Text',
    text,
    font: 'Inter',
    fontSize: 64,
    fontWeight: 700,
    italic: false,
    color: '#ffffff',
    align: 'center',
    lineHeight: 1.2,
    shadow: { color: '#000000', blur: 8, offsetX: 0, offsetY: 2 },
    ...base,
    ...freePlace({ width: 600, height: 100 }, canvas),
  };
}

export function newImageLayer(
  source: { type: 'url'; url: string } | { type: 'upload'; sha256: string },
  canvas: Canvas,
  size: { width: number; height: number } = { width: 400, height: 300 },
  name = 'Image',
): Layer {
  // A large picture comes in at most half the canvas, with its proportions.
  const fit = Math.min(1, canvas.width / 2 / size.width, canvas.height / 2 / size.height);
  return {
    id: crypto.randomUUID(),
    kind: 'image',
    name: name.slice(0, 80) || 'Image',
    source,
    fit: 'contain',
    ...base,
    ...freePlace(
      {
        width: Math.max(1, Math.round(size.width * fit)),
        height: Math.max(1, Math.round(size.height * fit)),
      },
      canvas,
    ),
  };
}

/** Copies of layers for paste: new ids, moved a little so the copy is seen. */
export function copiesOf(
  layers: Layer[],
  canvas: { width: number; height: number },
  copyName: (name: string) => string = (name) => `${name} (copy)`,
): Layer[] {
  return layers.map((layer) => ({
    ...layer,
    id: crypto.randomUUID(),
    name: copyName(layer.name.slice(0, 72)).slice(0, 80),
    x: Math.min(layer.x + 20, canvas.width - 1),
    y: Math.min(layer.y + 20, canvas.height - 1),
  }));
}
