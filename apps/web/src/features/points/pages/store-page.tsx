import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page';
import { StoreCard } from '../components/store-card';

/**
 * `/bot/points/store`: the points store (docs/points.md "Store"): its items with their actions,
 * and the purchase log, in the bot's frame beside the points page (the games' row).
 */
export default function StorePage() {
  const { t } = useTranslation('points');
  return (
    <>
      <PageHeader title={t('store.pageTitle')} description={t('store.pageDescription')} />
      <StoreCard />
    </>
  );
}
