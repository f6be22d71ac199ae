import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type StageBackground = 'scene' | 'transparent';

const backgrounds: Record<StageBackground, string> = {
  // A dim "game" behind the widget, as viewers see it over the stream.
  scene:
    'bg-[radial-gradient(ellipse_at_20%_15%,#2b3f5c_0%,transparent_55%),radial-gradient(ellipse_at_85%_90%,#3b2450_0%,transparent_50%),linear-gradient(160deg,#141a24,#0b0d10)]',
  // The checkerboard image editors use for "transparent".
  transparent:
    'bg-[conic-gradient(#252b35_25%,#1a1f27_0_50%,#252b35_0_75%,#1a1f27_0)] bg-[length:20px_20px]',
};

/**
 * Draws a widget at its OBS size (e.g. 800×300) scaled down to fit the available width, so the
 * preview is exactly what the browser source shows.
 */
export function WidgetStage({
  width,
  height,
  maxHeight,
  background = 'scene',
  className,
  children,
}: {
  width: number;
  height: number;
  /** Scales tall widgets (a 600 px chat box) down to this height as well. */
  maxHeight?: number;
  background?: StageBackground;
  className?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ scale: 1, offset: 0 });

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => {
      const available = element.clientWidth;
      // jsdom and hidden tabs measure 0: draw at full size rather than not at all.
      if (available <= 0) return;
      const scale = Math.min(1, available / width, maxHeight ? maxHeight / height : 1);
      setBox({ scale, offset: Math.max(0, (available - width * scale) / 2) });
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width, height, maxHeight]);

  return (
    <div
      ref={frame}
      className={cn(
        'relative w-full overflow-hidden rounded-xl ring-1 ring-surface-700',
        backgrounds[background],
        className,
      )}
      style={{ height: height * box.scale }}
    >
      <div
        className="absolute top-0"
        style={{
          left: box.offset,
          width,
          height,
          transform: `scale(${box.scale})`,
          transformOrigin: 'top left',
        }}
      >
        {children}
      </div>
    </div>
  );
}
