import { useState } from 'react';

/** State that the parent may control (value + onChange) or leave to the component (default). */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  return [
    current,
    (next) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
  ];
}
