import { useCallback, useRef } from 'react';
import type { TemplateFieldHandle } from '../components/template-field';

/**
 * One variable picker for several template fields (a command's responses): the picker inserts
 * into the field the user was last in, or the first one before they touched any.
 */
export function useTemplateTargets() {
  const handles = useRef(new Map<string, TemplateFieldHandle>());
  const active = useRef<string | null>(null);

  const register = useCallback(
    (key: string) => (handle: TemplateFieldHandle | null) => {
      if (handle) handles.current.set(key, handle);
      else handles.current.delete(key);
    },
    [],
  );
  const activate = useCallback((key: string) => {
    active.current = key;
  }, []);
  const insert = useCallback((token: string) => {
    const current = active.current ? handles.current.get(active.current) : undefined;
    const target = current ?? handles.current.values().next().value;
    target?.insert(token);
  }, []);

  return { register, activate, insert };
}
