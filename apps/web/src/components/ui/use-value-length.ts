import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The text an input shows for a value prop (string, number or, for selects, a list). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(',');
  return '';
}

/**
 * The current length of a text control, controlled or not. Uncontrolled inputs (react-hook-form's
 * `register()`) get their value written straight to the DOM, so it is read after mount.
 */
export function useValueLength(
  ref: RefObject<TextControl | null>,
  value: unknown,
  defaultValue: unknown,
): [number, (next: string) => void] {
  const [length, setLength] = useState(() => textOf(value ?? defaultValue).length);
  useLayoutEffect(() => {
    if (value === undefined && ref.current) setLength(ref.current.value.length);
  }, [ref, value]);
  // A form reset (react-hook-form's reset() resets the native form, then writes its values) sends
  // no input event: read the value once the reset is done, so the counter follows it.
  useEffect(() => {
    const form = ref.current?.form;
    if (!form || value !== undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReset = () => {
      timer = setTimeout(() => setLength(ref.current?.value.length ?? 0), 0);
    };
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('reset', onReset);
      clearTimeout(timer);
    };
  }, [ref, value]);
  const controlled = value !== undefined && value !== null;
  return [controlled ? textOf(value).length : length, (next) => setLength(next.length)];
}

/**
 * Changes a control's value the way typing does, so React's onChange (and react-hook-form) see it.
 * React tracks the last value it set; going through the native setter bypasses that tracker.
 */
export function setNativeValue(element: TextControl, value: string): void {
  Reflect.set(Object.getPrototypeOf(element) as object, 'value', value, element);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}
