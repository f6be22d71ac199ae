import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from './ui/button';
import { ApiRequestError } from '../lib/api-client';

/** A list that could not load says so, with the server's reason and a retry. Never blank. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-500/30 bg-red-500/10 p-5 sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-red-400" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-red-200">{t('loadError.failed')}</p>
        <p className="text-sm text-red-300/80">
          {error instanceof ApiRequestError ? error.message : t('loadError.network')}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('loadError.retry')}
      </Button>
    </div>
  );
}
