import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bot, CircleAlert, Inbox, Link2, Radio, Send } from 'lucide-react';
import type { BotStatus } from '@kyo/contracts';
import { Toggle } from '../../../../components/ui/toggle';
import { toast } from '../../../../components/ui/toast';
import { ApiRequestError } from '../../../../lib/api-client';
import { useBotChannel } from '../../../../lib/use-bot-channel';
import { useUpdateBotSettings } from '../../../../components/bot-frame/use-bot-status';
import { StatTile } from './stat-tile';
import { intlLocale } from '../../../../app/i18n';

/** Bot switch, Kick connection, live state and the three counters. */
export function StatusOverview({ status }: { status: BotStatus }) {
  const { t, i18n } = useTranslation('bot');
  const update = useUpdateBotSettings();
  // On a channel the user moderates, the switch and the connection stay with the owner.
  const { moderating } = useBotChannel();
  const number = (n: number) => n.toLocaleString(intlLocale(i18n.resolvedLanguage));
  const kick = status.kick;
  const { counters } = status;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <StatTile
          label={t('status.bot')}
          icon={<Bot />}
          tone={status.settings.enabled ? 'good' : 'neutral'}
          testId="status-bot"
          detail={
            moderating
              ? t('channel.ownerOnlySwitch')
              : !status.settings.enabled
                ? t('status.botOffDetail')
                : kick.status === 'connected'
                  ? t('status.botOnDetail')
                  : t('status.botPausedDetail')
          }
        >
          <Toggle
            label={status.settings.enabled ? t('status.on') : t('status.off')}
            aria-label={t('shell.switch')}
            checked={status.settings.enabled}
            disabled={moderating}
            onChange={(enabled) =>
              update.mutate(
                { enabled },
                {
                  onError: (error) =>
                    toast.error(
                      error instanceof ApiRequestError ? error.message : t('shell.switchFailed'),
                    ),
                },
              )
            }
          />
        </StatTile>
        <StatTile
          label={t('status.kick')}
          icon={<Link2 />}
          tone={kick.status === 'connected' ? 'good' : 'bad'}
          testId="status-kick"
          detail={
            kick.status === 'connected' ? (
              kick.username && `@${kick.username}`
            ) : (
              <>
                {kick.status === 'needs_reconnect' && (
                  <span className="block">
                    {t(`status.kickReasons.${kick.reconnectReason ?? 'refresh_failed'}`)}
                  </span>
                )}
                {moderating ? (
                  <span className="block">{t('channel.ownerConnectsShort')}</span>
                ) : (
                  <Link
                    to="/profile/settings/connections"
                    className="font-semibold text-brand-400 underline-offset-2 hover:underline"
                  >
                    {kick.status === 'missing' ? t('shell.connectKick') : t('shell.reconnectKick')}
                  </Link>
                )}
              </>
            )
          }
        >
          {t(`status.kickStates.${kick.status}`)}
        </StatTile>
        <StatTile
          label={t('status.stream')}
          icon={<Radio />}
          tone={kick.live ? 'bad' : 'neutral'}
          testId="status-live"
          detail={kick.live === null ? t('status.streamUnknownDetail') : undefined}
        >
          {kick.live === null
            ? t('status.streamUnknown')
            : kick.live
              ? t('shell.live')
              : t('shell.offline')}
        </StatTile>
      </div>
      <dl className="grid grid-cols-1 divide-y divide-surface-800 rounded-2xl border border-surface-700 bg-surface-900 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {[
          { key: 'eventsReceived', icon: Inbox, value: counters.eventsReceived, tone: '' },
          { key: 'messagesSent', icon: Send, value: counters.messagesSent, tone: '' },
          {
            key: 'messagesFailed',
            icon: CircleAlert,
            value: counters.messagesFailed,
            tone: counters.messagesFailed > 0 ? 'text-red-300' : '',
          },
        ].map(({ key, icon: Icon, value, tone }) => (
          // dt and dd sit directly in the row's div (as a description list needs); the icon
          // lives in the dt, placed beside both.
          <div key={key} className="relative py-4 pr-5 pl-[4.75rem]">
            <dt className="text-xs font-semibold tracking-wider text-zinc-400 uppercase">
              <span className="absolute top-1/2 left-5 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl bg-surface-800 text-zinc-400">
                <Icon aria-hidden className="size-5" />
              </span>
              {t(`status.counters.${key}`)}
            </dt>
            <dd
              data-testid={`counter-${key}`}
              className={`text-2xl font-bold text-white tabular-nums ${tone}`}
            >
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
