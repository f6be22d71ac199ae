import { useEffect, useReducer, useRef } from 'react';
import type { WidgetRenderer } from '../features/widgets/types/renderer';
import { rendererLoaderFor } from '../features/widgets/types/renderer-loaders';

type AnyRenderer = WidgetRenderer<Record<string, unknown>>;

/** Renderers this page has loaded, by type: a scene's second chat box draws at once. */
const loaded = new Map<string, AnyRenderer>();
const loading = new Map<string, Promise<void>>();

/**
 * Loads a type's renderer chunk once per page. A failed load is forgotten (so a later call tries
 * again) and rejects; an unknown type resolves with nothing to draw.
 */
export function loadRenderer(type: string): Promise<void> {
  if (loaded.has(type)) return Promise.resolve();
  const load = rendererLoaderFor(type);
  if (!load) return Promise.resolve();
  let pending = loading.get(type);
  if (!pending) {
    pending = load().then(
      (renderer) => {
        loaded.set(type, renderer);
        loading.delete(type);
      },
      (error: unknown) => {
        loading.delete(type);
        throw error;
      },
    );
    loading.set(type, pending);
  }
  return pending;
}

/**
 * The renderer of a widget type, once its chunk is here (undefined until then, and for a type
 * this display does not know). `onFailed` is told when the chunk cannot be loaded: a browser
 * keeps a failed module import failed, so the page must be loaded again (main.tsx does it once
 * the server answers).
 */
export function useWidgetRenderer(
  type: string | undefined,
  onFailed: (error: unknown) => void,
): AnyRenderer | undefined {
  const [, loadedOne] = useReducer((count: number) => count + 1, 0);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    if (!type || loaded.has(type)) return;
    let live = true;
    loadRenderer(type).then(
      () => {
        if (live) loadedOne();
      },
      (error: unknown) => {
        if (live) failed.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [type]);
  return type ? loaded.get(type) : undefined;
}

/** Forgets every loaded renderer (tests). */
export function forgetLoadedRenderers(): void {
  loaded.clear();
  loading.clear();
}
