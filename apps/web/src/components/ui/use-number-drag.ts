import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dragValue } from './number-math';

interface DragOptions {
  value: number;
  step: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  onDrag: (value: number) => void;
}

/**
 * Scrubbing a number by dragging: press on the handle, move sideways, release. Moves are read
 * on the window, so the drag keeps working when the pointer leaves the small handle.
 */
export function useNumberDrag({ value, step, min, max, disabled, onDrag }: DragOptions) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onDrag, step, min, max });
  latest.current = { onDrag, step, min, max };
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    const startX = event.clientX;
    const startValue = value;
    const view = event.currentTarget.ownerDocument.defaultView ?? window;
    const move = (moveEvent: PointerEvent) => {
      const { onDrag: emit, step: s, min: lo, max: hi } = latest.current;
      emit(dragValue(startValue, moveEvent.clientX - startX, s, lo, hi));
    };
    const up = () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', up);
      view.removeEventListener('pointercancel', up);
      stop.current = () => undefined;
      setDragging(false);
    };
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', up);
    view.addEventListener('pointercancel', up);
    stop.current = up;
    setDragging(true);
  }

  return { dragging, handleProps: { onPointerDown } };
}
