import { useCallback, type Ref, type RefCallback } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One ref callback that feeds both a forwarded ref (e.g. react-hook-form's) and our own. */
export function useMergedRef<T>(outer: Ref<T> | undefined, inner: Ref<T>): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      assign(outer, node);
      assign(inner, node);
    },
    [outer, inner],
  );
}
