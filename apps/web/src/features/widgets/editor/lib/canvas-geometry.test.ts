import { describe, expect, it } from 'vitest';
import { fitScale, nudgeDelta, resizeBox, rotateBox, snapMove, type Box } from './canvas-geometry';
import { UndoHistory } from './undo-history';

const canvas = { width: 1920, height: 1080 };
const box = (x: number, y: number, width = 100, height = 50, rotation = 0): Box => ({
  x,
  y,
  width,
  height,
  rotation,
});
/** Where a point given in the box's own frame (from its centre) is on the canvas. */
function world(b: Box, lx: number, ly: number) {
  const r = (b.rotation * Math.PI) / 180;
  return {
    x: b.x + b.width / 2 + lx * Math.cos(r) - ly * Math.sin(r),
    y: b.y + b.height / 2 + lx * Math.sin(r) + ly * Math.cos(r),
  };
}

describe('snapping', () => {
  it('snaps a layer’s centre to the canvas centre and draws the guide across the canvas', () => {
    // Centre at 50 + 905 = 955, 5 px from 960.
    const moved = snapMove([box(0, 0)], { dx: 905, dy: 0 }, [], canvas);
    expect(moved.dx).toBe(910);
    expect(moved.guides).toContainEqual({ axis: 'x', at: 960, from: 0, to: 1080 });
  });

  it('snaps to another layer’s edge, on each axis on its own, and not beyond 8 px', () => {
    const other = box(500, 300, 200, 100);
    // Left edge lands at 703: 3 px from the other's right edge (700).
    const moved = snapMove([box(0, 0)], { dx: 703, dy: 597 }, [other], canvas);
    expect(moved.dx).toBe(700);
    // Top 597, middle 622, bottom 647: no line within 8 px on y.
    expect(moved.dy).toBe(597);
    expect(moved.guides).toEqual([{ axis: 'x', at: 700, from: 300, to: 647 }]);
    expect(snapMove([box(0, 0)], { dx: 300, dy: 200 }, [other], canvas)).toEqual({
      dx: 300,
      dy: 200,
      guides: [],
    });
  });

  it('moves a selection of several layers by their common bounds', () => {
    const moved = snapMove([box(0, 0), box(200, 100)], { dx: 12, dy: 6 }, [], canvas);
    // Bounds 0..300 × 0..150 moved to 12..312 × 6..156: left is 12 px from the edge (no snap),
    // top 6 px (snaps to 0).
    expect(moved.dx).toBe(12);
    expect(moved.dy).toBe(0);
  });
});

describe('resizing', () => {
  it('keeps the opposite corner of an unturned box where it was', () => {
    expect(resizeBox(box(100, 100), 'se', { dx: 50, dy: 20 })).toEqual(box(100, 100, 150, 70));
    expect(resizeBox(box(100, 100), 'nw', { dx: 50, dy: 20 })).toEqual(box(150, 120, 50, 30));
  });

  it('reads the drag in a turned box’s own frame and keeps its anchor on the canvas', () => {
    const start = box(100, 100, 100, 50, 90);
    // Turned 90°: the box's east is the canvas's south. Dragging 'e' 30 px down widens it by 30.
    const after = resizeBox(start, 'e', { dx: 0, dy: 30 });
    expect(after.width).toBeCloseTo(130);
    expect(after.height).toBeCloseTo(50);
    const before = world(start, -start.width / 2, 0);
    const kept = world(after, -after.width / 2, 0);
    expect(kept.x).toBeCloseTo(before.x);
    expect(kept.y).toBeCloseTo(before.y);
  });

  it('keeps the proportions with Shift, and never goes below the smallest size', () => {
    const wide = resizeBox(box(0, 0, 200, 100), 'se', { dx: 100, dy: 0 }, { keepAspect: true });
    expect([wide.width, wide.height]).toEqual([300, 150]);
    const edge = resizeBox(box(0, 0, 200, 100), 'e', { dx: -100, dy: 0 }, { keepAspect: true });
    expect([edge.width, edge.height]).toEqual([100, 50]);
    const tiny = resizeBox(box(0, 0), 'se', { dx: -500, dy: -500 }, { minSize: 8 });
    expect([tiny.x, tiny.y, tiny.width, tiny.height]).toEqual([0, 0, 8, 8]);
  });
});

describe('rotating, nudging, fitting', () => {
  it('points the handle at the pointer, in 15° steps with Shift', () => {
    const b = box(0, 0, 100, 100); // centre (50, 50)
    expect(rotateBox(b, { x: 50, y: -100 }).rotation).toBeCloseTo(0);
    expect(rotateBox(b, { x: 200, y: 50 }).rotation).toBeCloseTo(90);
    expect(rotateBox(b, { x: 50, y: 200 }).rotation).toBeCloseTo(180);
    expect(rotateBox(b, { x: -100, y: 50 }).rotation).toBeCloseTo(-90);
    expect(rotateBox(b, { x: 150, y: -40 }, 15).rotation).toBe(45);
  });

  it('nudges by 1 px, by 10 with Shift, and ignores other keys', () => {
    expect(nudgeDelta('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(nudgeDelta('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(nudgeDelta('a', false)).toBeNull();
  });

  it('fits the canvas in the window, never above full size', () => {
    expect(fitScale(canvas, { width: 1024, height: 768 })).toBeCloseTo((1024 - 64) / 1920);
    expect(fitScale({ width: 640, height: 360 }, { width: 3000, height: 2000 })).toBe(1);
  });
});

describe('undo history', () => {
  it('undoes and redoes, and a new change drops what could be redone', () => {
    const history = new UndoHistory<number>();
    history.record(1, { at: 0 });
    history.record(2, { at: 10 });
    expect(history.undo(3)).toBe(2);
    expect(history.undo(2)).toBe(1);
    expect(history.redo(1)).toBe(2);
    history.record(2, { at: 20 });
    expect(history.canRedo).toBe(false);
    expect(history.undo(5)).toBe(2);
  });

  it('makes a quick run of one kind of change one step, not across an undo, not after a pause', () => {
    const history = new UndoHistory<number>({ coalesceMs: 1000 });
    history.record(0, { key: 'nudge', at: 0 });
    history.record(1, { key: 'nudge', at: 500 });
    history.record(2, { key: 'nudge', at: 900 });
    expect(history.undo(3)).toBe(0);
    expect(history.canUndo).toBe(false);
    history.record(0, { key: 'nudge', at: 1000 });
    history.record(1, { key: 'nudge', at: 5000 });
    expect(history.undo(2)).toBe(1);
  });

  it('keeps at most its limit of steps', () => {
    const history = new UndoHistory<number>({ limit: 2 });
    [1, 2, 3].forEach((n) => history.record(n, { at: n }));
    expect(history.undo(4)).toBe(3);
    expect(history.undo(3)).toBe(2);
    expect(history.undo(2)).toBeUndefined();
  });
});
