import { useTranslation } from 'react-i18next';
import { BotShell } from '../../features/bot/components/bot-shell';
import { RewardsPanel } from '../../features/rewards/pages/rewards-panel';

/**
 * /bot/rewards: the channel-points feature inside the bot pages' shell (channel switch, status,
 * sub-navigation). Composed here, in the app layer, so neither feature imports the other.
 */
export default function BotRewardsPage() {
  const { t } = useTranslation('rewards');
  return (
    <BotShell title={t('title')} description={t('description')}>
      <RewardsPanel />
    </BotShell>
  );
}
