import { describe, expect, it } from 'vitest';
import {
  applyLayerChanges,
  applyLayerOrder,
  diffLayers,
  layerBounds,
  layerOnCanvas,
} from './merge';

const layer = (id: string, x = 0) => ({ id, x });
const ids = (layers: Array<{ id: string }>) => layers.map((l) => l.id);
const same = (a: { x: number }, b: { x: number }) => a.x === b.x;

describe('scene saves', () => {
  it('orders the named layers and keeps the index of a layer the order does not know', () => {
    const layers = [layer('a'), layer('b'), layer('c'), layer('d')];
    expect(ids(applyLayerOrder(layers, ['d', 'c', 'b', 'a']))).toEqual(['d', 'c', 'b', 'a']);
    // Another tab added 'c' at index 2; this tab only knew a, b, d and moved d to the bottom.
    expect(ids(applyLayerOrder(layers, ['d', 'a', 'b']))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(applyLayerOrder(layers, ['zz', 'b']))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges two tabs’ saves per layer: the later save wins on the same layer, both keep the rest', () => {
    const base = [layer('a', 0), layer('b', 0), layer('c', 0)];
    const tabOne = { upsert: [layer('a', 10)] };
    const tabTwo = { upsert: [layer('a', 20), layer('c', 5)], remove: ['b'] };
    const merged = applyLayerChanges(applyLayerChanges(base, tabOne), tabTwo);
    expect(merged).toEqual([layer('a', 20), layer('c', 5)]);
    // A layer removed by one tab and upserted by an older save of the other stays removed.
    expect(applyLayerChanges(merged, { remove: ['a'], upsert: [layer('a', 1)] })).toEqual([
      layer('c', 5),
    ]);
  });

  it('puts new layers on top, then applies the order', () => {
    const merged = applyLayerChanges([layer('a'), layer('b')], {
      upsert: [layer('n')],
      order: ['n', 'a', 'b'],
    });
    expect(ids(merged)).toEqual(['n', 'a', 'b']);
    expect(ids(applyLayerChanges([layer('a')], { upsert: [layer('n')] }))).toEqual(['a', 'n']);
  });

  it('diffs an edit into the smallest save, and a save that changes nothing into null', () => {
    const base = [layer('a'), layer('b'), layer('c')];
    expect(diffLayers(base, base.slice(), same)).toBeNull();
    expect(diffLayers(base, [layer('a', 3), layer('b'), layer('c')], same)).toEqual({
      upsert: [layer('a', 3)],
      remove: [],
    });
    expect(diffLayers(base, [layer('c'), layer('a')], same)).toEqual({
      upsert: [],
      remove: ['b'],
      order: ['c', 'a'],
    });
    const added = diffLayers(base, [...base, layer('d')], same)!;
    expect(added.upsert).toEqual([layer('d')]);
    // Applying the diff to the base gives the edit back.
    const edited = [layer('d', 1), layer('a'), layer('c', 9)];
    expect(applyLayerChanges(base, diffLayers(base, edited, same)!)).toEqual(edited);
  });
});

describe('layers on the canvas', () => {
  const canvas = { width: 1920, height: 1080 };
  const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0 };
  it('accepts a layer partly on the canvas and refuses one wholly off it', () => {
    expect(layerOnCanvas({ ...box, x: -99 }, canvas)).toBe(true);
    expect(layerOnCanvas({ ...box, x: -100 }, canvas)).toBe(false);
    expect(layerOnCanvas({ ...box, x: 1920 }, canvas)).toBe(false);
    expect(layerOnCanvas({ ...box, y: 1079 }, canvas)).toBe(true);
  });
  it('measures a turned layer by its turned corners', () => {
    // 100×50 turned 90° about its centre (50, 25): 50 wide, 100 tall, from x 25 to 75.
    const turned = layerBounds({ ...box, rotation: 90 });
    expect(turned.left).toBeCloseTo(25);
    expect(turned.right).toBeCloseTo(75);
    expect(turned.top).toBeCloseTo(-25);
    expect(turned.bottom).toBeCloseTo(75);
    // A 50×100 layer at x -60 ends at x -10 (off); turned 90° it is 100 wide about x -35: on.
    const tall = { x: -60, y: 0, width: 50, height: 100, rotation: 0 };
    expect(layerOnCanvas(tall, canvas)).toBe(false);
    expect(layerOnCanvas({ ...tall, rotation: 90 }, canvas)).toBe(true);
  });
});
