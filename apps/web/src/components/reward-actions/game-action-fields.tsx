import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTER_ACTION_MAX, type RewardActionInput } from '@kyo/contracts';
import { NumberInput } from '../ui/number-input';
import { TextInput } from '../ui/text-input';

type GameAction = Extract<
  RewardActionInput,
  { type: 'song-request' | 'counter' | 'giveaway-entry' }
>;

const linkClass = 'font-medium text-brand-400 underline-offset-2 hover:underline';

/** The fields of the actions other features carry out: song requests and the viewer games. */
export function GameActionFields({
  action,
  onChange,
  error,
}: {
  action: GameAction;
  onChange: (action: RewardActionInput) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('reward-actions');
  switch (action.type) {
    case 'song-request':
      return (
        <p className="text-sm text-zinc-300">
          {t('actions.songBody')}{' '}
          <Link to="/bot/song-requests" className={linkClass}>
            {t('actions.songLink')}
          </Link>
        </p>
      );
    case 'counter':
      return (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <TextInput
              label={t('actions.counterName')}
              hint={t('actions.counterNameHint')}
              autoComplete="off"
              maxLength={31}
              placeholder="deaths"
              value={action.name}
              onChange={(event) => onChange({ ...action, name: event.target.value })}
              error={error('name')}
            />
            <NumberInput
              label={t('actions.counterAmount')}
              min={-COUNTER_ACTION_MAX}
              max={COUNTER_ACTION_MAX}
              value={action.amount ?? 1}
              onChange={(amount) => onChange({ ...action, amount })}
              error={error('amount')}
            />
          </div>
          <p className="text-xs text-zinc-400">
            {t('actions.counterBody')}{' '}
            <Link to="/bot/counters" className={linkClass}>
              {t('actions.counterLink')}
            </Link>
          </p>
        </div>
      );
    case 'giveaway-entry':
      return (
        <p className="text-sm text-zinc-300">
          {t('actions.giveawayBody')}{' '}
          <Link to="/bot/giveaways" className={linkClass}>
            {t('actions.giveawayLink')}
          </Link>
        </p>
      );
  }
}
