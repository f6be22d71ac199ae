import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { SongRequest } from '@kyo/contracts';
import { Chip, type ChipVariant } from '../../../components/ui/chip';
import { RequestRow } from './request-row';

const VARIANT: Record<string, ChipVariant> = {
  played: 'success',
  skipped: 'warning',
  removed: 'neutral',
  rejected: 'danger',
};

/** This stream's finished requests (the last 12 hours), newest first. */
export function HistoryCard({ history }: { history: SongRequest[] }) {
  const { t } = useTranslation('song-requests');
  return (
    <section
      aria-labelledby="song-history-title"
      className="rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <h2 id="song-history-title" className="mb-3 flex items-center gap-2 font-semibold text-white">
        <History aria-hidden className="size-4 text-zinc-400" />
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('history.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {history.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              actions={
                <Chip size="sm" variant={VARIANT[request.status] ?? 'neutral'}>
                  {t(`status.${request.status}`)}
                </Chip>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
