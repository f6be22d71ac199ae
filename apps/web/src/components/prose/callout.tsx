import type { ReactNode } from 'react';
import { AlertTriangle, Info, Lightbulb } from 'lucide-react';
import { cn } from '../../lib/cn';

export type CalloutTone = 'info' | 'tip' | 'warning';

const tones: Record<CalloutTone, { box: string; icon: string; Icon: typeof Info }> = {
  info: { box: 'border-sky-500/25 bg-sky-500/10 text-sky-100', icon: 'text-sky-300', Icon: Info },
  tip: {
    box: 'border-brand-500/25 bg-brand-500/10 text-brand-100',
    icon: 'text-brand-400',
    Icon: Lightbulb,
  },
  warning: {
    box: 'border-amber-500/30 bg-amber-500/10 text-amber-100',
    icon: 'text-amber-300',
    Icon: AlertTriangle,
  },
};

/** A highlighted note inside long text. */
export function Callout({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: CalloutTone;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { box, icon, Icon } = tones[tone];
  return (
    <div
      className={cn('flex gap-3 rounded-xl border px-4 py-3.5 text-sm leading-6', box, className)}
    >
      <Icon size={18} className={cn('mt-0.5 shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0">
        {title && <p className="font-semibold text-white">{title}</p>}
        <div className={title ? 'mt-0.5' : undefined}>{children}</div>
      </div>
    </div>
  );
}
