import { useTranslation } from 'react-i18next';
import { Check, Clock, X } from 'lucide-react';
import type { Draw } from '@kyo/contracts';
import { Chip } from '../../../components/ui/chip';
import { useNow } from '../../../lib/use-now';

/** A winner's state: waiting (with the seconds left), claimed, or no answer. */
export function DrawStatus({ draw }: { draw: Draw }) {
  const { t } = useTranslation('games');
  const now = useNow(1_000);
  if (draw.status === 'confirmed')
    return (
      <Chip size="sm" variant="success" icon={<Check aria-hidden className="size-3" />}>
        {t('giveaways.draw_status.confirmed')}
      </Chip>
    );
  if (draw.status === 'timed_out')
    return (
      <Chip size="sm" variant="danger" icon={<X aria-hidden className="size-3" />}>
        {t('giveaways.draw_status.timed_out')}
      </Chip>
    );
  const left = draw.confirmBy ? Math.ceil((Date.parse(draw.confirmBy) - now) / 1000) : 0;
  return (
    <Chip size="sm" variant="warning" icon={<Clock aria-hidden className="size-3" />}>
      {left > 0
        ? t('giveaways.draw_status.pending', { seconds: left })
        : t('giveaways.draw_status.pendingLate')}
    </Chip>
  );
}

/** The winners drawn so far, newest last, each with their state. */
export function WinnersList({ draws }: { draws: Draw[] }) {
  const { t } = useTranslation('games');
  if (draws.length === 0)
    return <p className="text-sm text-zinc-400">{t('giveaways.noWinners')}</p>;
  return (
    <ol
      className="divide-y divide-surface-700 rounded-xl border border-surface-700"
      data-testid="winners"
    >
      {draws.map((draw) => (
        <li key={draw.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span className="w-6 text-right text-sm tabular-nums text-zinc-400">{draw.seq}</span>
          <span
            className={
              draw.status === 'timed_out'
                ? 'font-semibold text-zinc-400 line-through'
                : 'font-semibold text-white'
            }
            data-testid="winner-name"
          >
            {draw.viewerName}
          </span>
          <DrawStatus draw={draw} />
        </li>
      ))}
    </ol>
  );
}
