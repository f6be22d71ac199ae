import { describe, expect, it } from 'vitest';
import type { Layer } from '@kyo/contracts';
import { widgetContracts } from '@kyo/contracts';
import { newImageLayer, newTextLayer, newWidgetLayer, type SceneDoc } from './scene-doc';

const canvas = (layers: Layer[] = []): SceneDoc => ({
  name: 'Scene',
  width: 1920,
  height: 1080,
  layers,
});

const overlap = (a: Layer, b: Layer) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

function addWidgets(types: (keyof typeof widgetContracts)[]): Layer[] {
  let doc = canvas();
  for (const [index, type] of types.entries()) {
    const layer = newWidgetLayer({ id: `w${index}`, name: type }, widgetContracts[type].size, doc);
    doc = { ...doc, layers: [...doc.layers, layer] };
  }
  return doc.layers;
}

describe('a new layer’s place', () => {
  it('puts five widgets added one after another each in a free place, the first in the middle', () => {
    const layers = addWidgets(['chat', 'giveaway', 'poll', 'event-list', 'live-viewer']);
    expect(layers[0]).toMatchObject({ x: (1920 - 400) / 2, y: (1080 - 600) / 2 });
    for (const [i, a] of layers.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.y).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(1920);
      expect(a.y + a.height).toBeLessThanOrEqual(1080);
      for (const b of layers.slice(i + 1)) expect(overlap(a, b), `${a.name} / ${b.name}`).toBe(0);
    }
    // Each at its own place: not the same position twice.
    expect(new Set(layers.map((l) => `${l.x},${l.y}`)).size).toBe(5);
  });

  it('puts a widget no free place fits where it covers least: a corner, never on top', () => {
    // The 800 px alert fits neither beside the centred chat box (744 px each side) nor above it.
    const [chat, alert] = addWidgets(['chat', 'follower-alert']);
    expect(overlap(chat!, alert!)).toBeLessThan(0.02 * alert!.width * alert!.height);
    expect(alert).not.toMatchObject({ x: chat!.x, y: chat!.y });
  });

  it('places texts and images beside what is there too', () => {
    const widget = addWidgets(['chat'])[0]!;
    const text = newTextLayer('Hello', canvas([widget]));
    expect(overlap(text, widget)).toBe(0);
    const image = newImageLayer(
      { type: 'url', url: 'https://x.test/a.png' },
      canvas([widget, text]),
    );
    expect(overlap(image, widget) + overlap(image, text)).toBe(0);
  });

  it('on a full canvas still lands inside it, where it covers least', () => {
    const wall: Layer = { ...addWidgets(['chat'])[0]!, x: 0, y: 0, width: 1920, height: 1000 };
    const layer = newWidgetLayer(
      { id: 'w', name: 'Poll' },
      widgetContracts.poll.size,
      canvas([wall]),
    );
    expect(layer.x).toBeGreaterThanOrEqual(0);
    expect(layer.y + layer.height).toBe(1080);
  });
});
