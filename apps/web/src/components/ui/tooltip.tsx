import {
  cloneElement,
  useId,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

export interface TooltipProps {
  content: ReactNode;
  /** One element; it gets `aria-describedby` pointing at the tooltip. */
  children: ReactElement<HTMLAttributes<HTMLElement>>;
  side?: 'top' | 'bottom';
  /** Where the bubble lines up with its trigger; `start` suits triggers near a left edge. */
  align?: 'center' | 'start' | 'end';
  /** Lets other elements (an input next to a drag handle) be described by the same text. */
  id?: string;
  className?: string;
}

/**
 * A short explanation shown on hover and on keyboard focus; Escape hides it (WCAG 1.4.13).
 * The bubble sits inside the hover area, so the pointer can move onto it without losing it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  id,
  className,
}: TooltipProps) {
  const generated = useId();
  const tooltipId = id ?? generated;
  const [open, setOpen] = useState(false);
  return (
    <span
      className={cn('relative inline-flex', className)}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setOpen(true);
      }}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': tooltipId })}
      <span
        role="tooltip"
        id={tooltipId}
        hidden={!open}
        className={cn(
          'absolute z-50 w-max max-w-64 transition-opacity duration-150 starting:opacity-0',
          align === 'center' && 'left-1/2 -translate-x-1/2',
          align === 'start' && 'left-0',
          align === 'end' && 'right-0',
          side === 'top' ? 'bottom-full pb-2' : 'top-full pt-2',
        )}
      >
        <span className="block rounded-md bg-zinc-100 px-2.5 py-1.5 text-xs font-medium leading-snug text-surface-950 shadow-lg shadow-black/40">
          {content}
        </span>
      </span>
    </span>
  );
}
