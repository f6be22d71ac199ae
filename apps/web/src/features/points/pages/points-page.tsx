import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page';
import { GamesSection } from '../components/games-section';
import { LedgerCheckLine } from '../components/ledger-check-line';
import { RulesForm } from '../components/rules-form';
import { ViewersCard } from '../components/viewers-card';
import { usePointsSettings } from '../hooks/use-points';

/**
 * `/bot/points`: the channel's own currency (docs/points.md): the switch, the earning rules and
 * the viewers' balances, in the bot's frame (the route table's `bot` layout).
 */
export default function PointsPage() {
  const { t } = useTranslation('points');
  const settings = usePointsSettings();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {settings.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm text-red-200"
        >
          {t('loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => void settings.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !settings.data ? (
        <p aria-busy="true" className="text-sm text-zinc-400">
          {t('loading')}
        </p>
      ) : (
        <div className="space-y-6">
          <RulesForm settings={settings.data} />
          <ViewersCard />
          <LedgerCheckLine />
          <GamesSection currency={settings.data.currencyName} />
        </div>
      )}
    </>
  );
}
