import { useTranslation } from 'react-i18next';
import type { Giveaway } from '@kyo/contracts';
import { Chip } from '../../../components/ui/chip';

/** What a giveaway asks of its entrants and how it draws, as small chips. */
export function GiveawayRules({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation('games');
  const g = giveaway;
  const rules: string[] = [];
  if (g.minFollowMinutes !== null)
    rules.push(
      g.minFollowMinutes > 0
        ? t('giveaways.rules.followersFor', { minutes: g.minFollowMinutes })
        : t('giveaways.rules.followers'),
    );
  if (g.minSubMonths !== null)
    rules.push(
      g.minSubMonths > 1
        ? t('giveaways.rules.subscribersFor', { months: g.minSubMonths })
        : t('giveaways.rules.subscribers'),
    );
  if (rules.length === 0) rules.push(t('giveaways.rules.anyone'));
  if (g.minMessages > 0) rules.push(t('giveaways.rules.messages', { count: g.minMessages }));
  if (g.excludeModerators) rules.push(t('giveaways.rules.noMods'));
  if (g.excludeBots) rules.push(t('giveaways.rules.noBots'));
  const draw = [
    t('giveaways.rules.winners', { count: g.winners }),
    g.confirmSeconds > 0
      ? t('giveaways.rules.confirm', { seconds: g.confirmSeconds })
      : t('giveaways.rules.noConfirm'),
    ...(g.subscriberTickets > 1
      ? [t('giveaways.rules.subTickets', { count: g.subscriberTickets })]
      : []),
  ];
  return (
    <ul className="flex flex-wrap gap-1.5">
      {rules.map((rule) => (
        <li key={rule}>
          <Chip size="sm">{rule}</Chip>
        </li>
      ))}
      {draw.map((rule) => (
        <li key={rule}>
          <Chip size="sm" variant="info">
            {rule}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
