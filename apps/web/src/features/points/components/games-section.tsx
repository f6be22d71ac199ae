import { useTranslation } from 'react-i18next';
import { usePointsGames } from '../hooks/use-points-games';
import { GamesForm } from './games-form';
import { PredictionsCard } from './predictions-card';

/** The points page's "Predictions" and "Games" sections (docs/points.md). */
export function GamesSection({ currency }: { currency: string }) {
  const { t } = useTranslation('points');
  const games = usePointsGames();
  return (
    <>
      <PredictionsCard currency={currency} />
      {games.isError ? (
        <p role="alert" className="text-sm text-red-200">
          {t('loadFailed')}
        </p>
      ) : games.data ? (
        <GamesForm settings={games.data} />
      ) : (
        <p aria-busy="true" className="text-sm text-zinc-400">
          {t('loading')}
        </p>
      )}
    </>
  );
}
