import type { OverlayServerMessage } from '../realtime';
import type { StoredLayer } from './layers';

/**
 * What a scene display receives, without zod (the display bundle imports types only). An image
 * layer's `src` is the URL to draw (an upload's public address, or the URL given).
 */
export type SceneLayerView = StoredLayer & { src?: string };

export interface SceneView {
  id: string;
  name: string;
  width: number;
  height: number;
  rev: number;
  /** Bottom first. */
  layers: SceneLayerView[];
}

export type SceneServerMessage =
  | { type: 'scene'; scene: SceneView }
  | { type: 'layer'; widgetId: string; message: OverlayServerMessage }
  | Extract<OverlayServerMessage, { type: 'ping' | 'error' | 'reload' | 'obs.scene' }>;
