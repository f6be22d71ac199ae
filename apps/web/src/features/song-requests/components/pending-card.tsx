import { useTranslation } from 'react-i18next';
import { Check, Hourglass, X } from 'lucide-react';
import type { SongRequest } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useSongAction } from '../hooks/use-song-requests';
import { RequestRow } from './request-row';

/** Requests waiting for a moderator (approval on): approve into the queue or reject. */
export function PendingCard({ pending }: { pending: SongRequest[] }) {
  const { t } = useTranslation('song-requests');
  const action = useSongAction();
  if (pending.length === 0) return null;
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiRequestError ? error.message : t('actionFailed'));
  return (
    <section
      aria-labelledby="song-pending-title"
      className="rounded-2xl border border-amber-500/30 bg-amber-500/[0.04] p-4 sm:p-5"
    >
      <h2 id="song-pending-title" className="mb-3 flex items-center gap-2 font-semibold text-white">
        <Hourglass aria-hidden className="size-4 text-amber-300" />
        {t('pending.title', { count: pending.length })}
      </h2>
      <ul className="space-y-2">
        {pending.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            actions={
              <>
                <Button
                  size="sm"
                  icon={<Check aria-hidden className="size-4" />}
                  onClick={() =>
                    action.mutate({ id: request.id, action: 'approve' }, { onError: failed })
                  }
                >
                  {t('pending.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<X aria-hidden className="size-4" />}
                  onClick={() =>
                    action.mutate({ id: request.id, action: 'reject' }, { onError: failed })
                  }
                >
                  {t('pending.reject')}
                </Button>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}
