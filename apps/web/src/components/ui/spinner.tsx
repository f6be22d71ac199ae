import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface SpinnerProps {
  size?: number;
  /** Read out by screen readers; 'Loading...' in the current language by default. */
  label?: string;
  /** When text next to it already says it is loading, the spinner stays silent. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 16, label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <svg
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : (label ?? t('loading'))}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={cn('shrink-0 animate-spin', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
