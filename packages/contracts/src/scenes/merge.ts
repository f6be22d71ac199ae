/**
 * How a save changes a scene's layers, without zod: the server applies saves with it, and the
 * editor rebases its unsaved edits on another tab's save with the same function, so both agree.
 */

/**
 * The final order of a scene's layers after a save: the ids in `order` (those that exist) in that
 * order; a layer the order does not mention (another tab added it meanwhile) keeps its index.
 */
export function applyLayerOrder<T extends { id: string }>(
  layers: readonly T[],
  order: readonly string[],
): T[] {
  const byId = new Map(layers.map((layer) => [layer.id, layer]));
  const mentioned = new Set(order);
  const result = order.flatMap((id) => {
    const layer = byId.get(id);
    return layer ? [layer] : [];
  });
  layers.forEach((layer, index) => {
    if (!mentioned.has(layer.id)) result.splice(Math.min(index, result.length), 0, layer);
  });
  return result;
}

export interface LayerChanges<T> {
  upsert?: readonly T[] | undefined;
  remove?: readonly string[] | undefined;
  order?: readonly string[] | undefined;
}

/**
 * Applies one save: removed layers go, upserted layers replace theirs in place (the later save
 * wins per layer) or, when new, go on top; then the order. Layers the save does not name stay
 * as they are, so two tabs editing different layers both keep their edits.
 */
export function applyLayerChanges<T extends { id: string }>(
  layers: readonly T[],
  changes: LayerChanges<T>,
): T[] {
  const removed = new Set(changes.remove ?? []);
  const upserts = new Map((changes.upsert ?? []).map((layer) => [layer.id, layer]));
  const result: T[] = [];
  for (const layer of layers) {
    if (removed.has(layer.id)) continue;
    result.push(upserts.get(layer.id) ?? layer);
    upserts.delete(layer.id);
  }
  for (const layer of upserts.values()) if (!removed.has(layer.id)) result.push(layer);
  return changes.order ? applyLayerOrder(result, changes.order) : result;
}

/**
 * What a save must send to turn `base` into `edited`: the layers added or changed, those removed,
 * and the order when it changed. Nothing to send answers null.
 */
export function diffLayers<T extends { id: string }>(
  base: readonly T[],
  edited: readonly T[],
  same: (a: T, b: T) => boolean,
): { upsert: T[]; remove: string[]; order?: string[] } | null {
  const before = new Map(base.map((layer) => [layer.id, layer]));
  const after = new Set(edited.map((layer) => layer.id));
  const upsert = edited.filter((layer) => {
    const old = before.get(layer.id);
    return !old || !same(old, layer);
  });
  const remove = base.filter((layer) => !after.has(layer.id)).map((layer) => layer.id);
  const kept = base.filter((layer) => after.has(layer.id)).map((layer) => layer.id);
  const editedOrder = edited.map((layer) => layer.id);
  const editedKept = editedOrder.filter((id) => before.has(id));
  const reordered = kept.some((id, index) => editedKept[index] !== id);
  const added = upsert.some((layer) => !before.has(layer.id));
  if (upsert.length === 0 && remove.length === 0 && !reordered) return null;
  return {
    upsert,
    remove,
    ...(reordered || added ? { order: editedOrder } : {}),
  };
}

/** The axis-aligned bounds of a layer turned by `rotation` degrees about its centre. */
export function layerBounds(layer: {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}): { left: number; top: number; right: number; bottom: number } {
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (layer.width * cos + layer.height * sin) / 2;
  const halfHeight = (layer.width * sin + layer.height * cos) / 2;
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  return {
    left: cx - halfWidth,
    top: cy - halfHeight,
    right: cx + halfWidth,
    bottom: cy + halfHeight,
  };
}

/** Whether any part of the layer is on the canvas (a layer wholly off it would never show). */
export function layerOnCanvas(
  layer: { x: number; y: number; width: number; height: number; rotation: number },
  canvas: { width: number; height: number },
): boolean {
  const box = layerBounds(layer);
  return box.right > 0 && box.bottom > 0 && box.left < canvas.width && box.top < canvas.height;
}

/** Where an uploaded scene image is served (public: displays in OBS have no session). */
export const sceneImageUrl = (ownerId: string, sha256: string) =>
  `/api/scene-images/${ownerId}/${sha256}`;
