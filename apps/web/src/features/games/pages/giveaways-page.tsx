import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { ActiveGiveaway } from '../components/active-giveaway';
import { GameHint } from '../components/game-hint';
import { GiveawayForm } from '../components/giveaway-form';
import { PastGiveaways } from '../components/past-giveaways';
import { useGiveaways } from '../hooks/use-games';
import { PageHeader } from '../../../components/page';

/** /bot/giveaways: start a giveaway, follow its entries, draw, and look back at past ones. */
export default function GiveawaysPage() {
  const { t } = useTranslation('games');
  const giveaways = useGiveaways();
  const data = giveaways.data;
  return (
    <>
      <PageHeader title={t('giveaways.title')} description={t('giveaways.description')} />
      <GameHint>
        <p>
          {t('widgetHint', { widget: t('widgetNames.giveaway') })}{' '}
          <Link
            to="/widget/giveaway"
            className="font-medium text-sky-300 underline-offset-2 hover:underline"
          >
            {t('widgetLink')}
          </Link>
        </p>
      </GameHint>
      {giveaways.isError ? (
        <LoadError error={giveaways.error} onRetry={() => void giveaways.refetch()} />
      ) : !data ? (
        <div aria-busy className="h-64 animate-pulse rounded-2xl bg-surface-900" />
      ) : (
        <div className="space-y-6">
          {data.active ? <ActiveGiveaway giveaway={data.active} /> : <GiveawayForm />}
          <PastGiveaways giveaways={data.past} />
        </div>
      )}
    </>
  );
}
