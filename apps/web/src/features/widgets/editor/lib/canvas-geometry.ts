import { layerBounds } from '@kyo/contracts/scenes/merge';

/**
 * The editor's geometry, in canvas pixels. A box's `x`/`y` is the top-left corner of the
 * unrotated box; `rotation` (degrees, clockwise) turns it about its centre, as CSS does.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
export interface Size {
  width: number;
  height: number;
}
/** A snapping guide: a vertical line (`x`) at `at` from `from` to `to`, or a horizontal one. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

export const SNAP_PX = 8;

interface Lines {
  lines: [number, number, number];
  from: number;
  to: number;
}

/** A moved selection snaps its edges and centre to the canvas's and to other layers' (8 px). */
export function snapMove(
  selection: Box[],
  delta: { dx: number; dy: number },
  others: Box[],
  canvas: Size,
  threshold = SNAP_PX,
): { dx: number; dy: number; guides: Guide[] } {
  const bounds = selection.map(layerBounds);
  const left = Math.min(...bounds.map((b) => b.left)) + delta.dx;
  const right = Math.max(...bounds.map((b) => b.right)) + delta.dx;
  const top = Math.min(...bounds.map((b) => b.top)) + delta.dy;
  const bottom = Math.max(...bounds.map((b) => b.bottom)) + delta.dy;
  const targets = others.map(layerBounds);
  const xTargets: Lines[] = [
    { lines: [0, canvas.width / 2, canvas.width], from: 0, to: canvas.height },
    ...targets.map((b) => ({
      lines: [b.left, (b.left + b.right) / 2, b.right] as [number, number, number],
      from: b.top,
      to: b.bottom,
    })),
  ];
  const yTargets: Lines[] = [
    { lines: [0, canvas.height / 2, canvas.height], from: 0, to: canvas.width },
    ...targets.map((b) => ({
      lines: [b.top, (b.top + b.bottom) / 2, b.bottom] as [number, number, number],
      from: b.left,
      to: b.right,
    })),
  ];
  const x = nearest([left, (left + right) / 2, right], xTargets, threshold);
  const y = nearest([top, (top + bottom) / 2, bottom], yTargets, threshold);
  const guides: Guide[] = [];
  if (x) {
    const shiftedTop = top + (y?.shift ?? 0);
    const shiftedBottom = bottom + (y?.shift ?? 0);
    guides.push({
      axis: 'x',
      at: x.at,
      from: Math.min(x.from, shiftedTop),
      to: Math.max(x.to, shiftedBottom),
    });
  }
  if (y) {
    const shiftedLeft = left + (x?.shift ?? 0);
    const shiftedRight = right + (x?.shift ?? 0);
    guides.push({
      axis: 'y',
      at: y.at,
      from: Math.min(y.from, shiftedLeft),
      to: Math.max(y.to, shiftedRight),
    });
  }
  return { dx: delta.dx + (x?.shift ?? 0), dy: delta.dy + (y?.shift ?? 0), guides };
}

/** The closest target line to any of `own` within the threshold (canvas lines win ties). */
function nearest(own: number[], targets: Lines[], threshold: number) {
  let best: { shift: number; at: number; from: number; to: number } | null = null;
  for (const target of targets) {
    for (const line of target.lines) {
      for (const mine of own) {
        const shift = line - mine;
        if (Math.abs(shift) > threshold) continue;
        if (!best || Math.abs(shift) < Math.abs(best.shift)) {
          best = { shift, at: line, from: target.from, to: target.to };
        }
      }
    }
  }
  return best;
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

const rad = (deg: number) => (deg * Math.PI) / 180;
const rotate = (x: number, y: number, deg: number) => ({
  x: x * Math.cos(rad(deg)) - y * Math.sin(rad(deg)),
  y: x * Math.sin(rad(deg)) + y * Math.cos(rad(deg)),
});

/**
 * A box resized by dragging a handle `pointer` canvas pixels: the delta is read in the box's own
 * (turned) frame, the handle's edges move and the opposite edge or corner stays where it is on
 * the canvas. `keepAspect` (Shift) keeps the proportions; sizes never go below `minSize`.
 */
export function resizeBox(
  start: Box,
  handle: Handle,
  pointer: { dx: number; dy: number },
  options: { keepAspect?: boolean; minSize?: number } = {},
): Box {
  const min = options.minSize ?? 1;
  const local = rotate(pointer.dx, pointer.dy, -start.rotation);
  const sx = handle.includes('e') ? 1 : handle.includes('w') ? -1 : 0;
  const sy = handle.includes('s') ? 1 : handle.includes('n') ? -1 : 0;
  let width = Math.max(min, start.width + sx * local.x);
  let height = Math.max(min, start.height + sy * local.y);
  if (options.keepAspect) {
    const ratio = start.width / start.height;
    if (sx !== 0 && sy !== 0) {
      if (width / start.width >= height / start.height) height = Math.max(min, width / ratio);
      else width = Math.max(min, height * ratio);
    } else if (sx !== 0) height = Math.max(min, width / ratio);
    else width = Math.max(min, height * ratio);
  }
  // The anchor: the point opposite the handle (an edge's middle for an edge handle), in the
  // box's frame from its centre; it keeps its canvas position.
  const anchorBefore = rotate((-sx * start.width) / 2, (-sy * start.height) / 2, start.rotation);
  const anchorAfter = rotate((-sx * width) / 2, (-sy * height) / 2, start.rotation);
  const cx = start.x + start.width / 2 + anchorBefore.x - anchorAfter.x;
  const cy = start.y + start.height / 2 + anchorBefore.y - anchorAfter.y;
  return { ...start, x: cx - width / 2, y: cy - height / 2, width, height };
}

/** The rotation that points the handle above the box at the pointer; `step` rounds (Shift: 15°). */
export function rotateBox(start: Box, pointer: { x: number; y: number }, step?: number): Box {
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  let angle = (Math.atan2(pointer.x - cx, cy - pointer.y) * 180) / Math.PI;
  if (step) angle = Math.round(angle / step) * step;
  if (angle <= -180) angle += 360;
  if (angle > 180) angle -= 360;
  return { ...start, rotation: Math.round(angle * 10) / 10 };
}

/** Arrow keys move by 1 px, with Shift by 10. */
export function nudgeDelta(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** The largest scale (at most 1) at which the canvas fits the viewport with some room around. */
export function fitScale(canvas: Size, viewport: Size, padding = 32): number {
  const scale = Math.min(
    (viewport.width - 2 * padding) / canvas.width,
    (viewport.height - 2 * padding) / canvas.height,
    1,
  );
  return Math.max(0.05, scale);
}
