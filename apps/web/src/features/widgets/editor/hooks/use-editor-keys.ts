import { useEffect, type RefObject } from 'react';
import type { Layer } from '@kyo/contracts';
import { nudgeDelta } from '../lib/canvas-geometry';
import { copiesOf, type SceneDoc } from '../lib/scene-doc';

export interface EditorKeyActions {
  docRef: RefObject<SceneDoc>;
  selected: string[];
  clipboard: RefObject<Layer[]>;
  undo: () => void;
  redo: () => void;
  editLayers: (layers: Layer[], key?: string) => void;
  removeLayers: (ids: string[]) => void;
  select: (ids: string[]) => void;
  copyName: (name: string) => string;
}

/**
 * The editor's keyboard: nudge, delete, undo/redo, copy/paste (not while typing in a field).
 * Bound again on every render: React flushes it at the end of the click that selects a layer, so
 * the next key moves that layer.
 */
export function useEditorKeys(a: EditorKeyActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const mod = event.ctrlKey || event.metaKey;
      const doc = a.docRef.current;
      const chosen = doc.layers.filter((l) => a.selected.includes(l.id));
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        return event.shiftKey ? a.redo() : a.undo();
      }
      if (mod && key === 'y') return a.redo();
      if (mod && key === 'c') {
        a.clipboard.current = chosen;
        return;
      }
      if (mod && key === 'v' && a.clipboard.current.length > 0) {
        const pasted = copiesOf(a.clipboard.current, doc, a.copyName);
        a.editLayers([...doc.layers, ...pasted]);
        a.select(pasted.map((l) => l.id));
        return;
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && chosen.length > 0) {
        event.preventDefault();
        return a.removeLayers(chosen.map((l) => l.id));
      }
      const delta = nudgeDelta(event.key, event.shiftKey);
      if (delta && chosen.length > 0) {
        event.preventDefault();
        a.editLayers(
          doc.layers.map((l) =>
            a.selected.includes(l.id) && !l.locked
              ? { ...l, x: l.x + delta.dx, y: l.y + delta.dy }
              : l,
          ),
          'nudge',
        );
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
