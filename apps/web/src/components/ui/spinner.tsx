import { useTranslation } from 'react-i18next';

export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  const { t } = useTranslation('app');
  return (
    <svg
      role="status"
      aria-label={label ?? t('loading')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className="animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
