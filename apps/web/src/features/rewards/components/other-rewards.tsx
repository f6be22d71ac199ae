import { useTranslation } from 'react-i18next';
import { Coins, Lock } from 'lucide-react';
import type { OtherReward } from '@kyo/contracts';
import { Chip } from '../../../components/ui/chip';
import { intlLocale } from '../../../app/i18n';

/** The channel's rewards Kyo did not make: listed so the limit makes sense, never editable here. */
export function OtherRewards({ rewards }: { rewards: OtherReward[] }) {
  const { t, i18n } = useTranslation('rewards');
  if (rewards.length === 0) return null;
  return (
    <section aria-labelledby="other-rewards" className="mt-10">
      <h2 id="other-rewards" className="text-lg font-semibold text-white">
        {t('others.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-zinc-400">{t('others.body')}</p>
      <ul className="mt-4 divide-y divide-surface-800 overflow-hidden rounded-xl bg-surface-900 ring-1 ring-surface-700">
        {rewards.map((reward) => (
          <li
            key={reward.kickRewardId}
            data-testid="other-reward"
            className="flex flex-wrap items-center gap-3 px-4 py-3"
          >
            <span
              aria-hidden
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: reward.backgroundColor }}
            />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-100">
              {reward.title}
            </span>
            <span className="flex items-center gap-1 text-sm text-zinc-400">
              <Coins aria-hidden className="size-3.5 text-amber-300" />
              {reward.cost.toLocaleString(intlLocale(i18n.resolvedLanguage))}
            </span>
            {reward.paused && <Chip variant="warning">{t('card.paused')}</Chip>}
            <Chip icon={<Lock aria-hidden className="size-3" />}>{t('others.readOnly')}</Chip>
          </li>
        ))}
      </ul>
    </section>
  );
}
