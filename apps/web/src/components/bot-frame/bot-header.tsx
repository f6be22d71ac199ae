import { useTranslation } from 'react-i18next';
import { Bot, Radio, ShieldCheck } from 'lucide-react';
import { ConnectionProblem } from '../connection-problem';
import { MissingScopesNotice } from '../missing-scopes-notice';
import { useAuthState } from '../../lib/auth-store';
import { Chip } from '../ui/chip';
import { Spinner } from '../ui/spinner';
import { Toggle } from '../ui/toggle';
import { toast } from '../ui/toast';
import { ApiRequestError } from '../../lib/api-client';
import { useBotChannel } from '../../lib/use-bot-channel';
import { useBotStatus, useUpdateBotSettings } from './use-bot-status';
import { healthOf } from './health';
import { HealthChip } from './health-chip';

/**
 * The strip on top of every bot page: which channel the bot answers in, whether it is working,
 * and the switch that turns it on and off. On a channel the user moderates, the switch and the
 * connection prompts stay with the owner: shown, not usable, with a note why.
 */
export function BotHeader() {
  const { t } = useTranslation('bot-frame');
  const { moderating } = useBotChannel();
  const status = useBotStatus();
  const update = useUpdateBotSettings();
  const data = status.data;
  const health = data ? healthOf(data, Date.now()) : null;
  const kickMissing = data && data.kick.status !== 'connected';
  // A working connection without a scope Kyo now asks for: the bot goes on, Kyo suggests a reconnect.
  const missingScopes = useAuthState().user?.connections?.kick?.missingScopes ?? [];

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => toast.success(enabled ? t('shell.turnedOn') : t('shell.turnedOff')),
        onError: (error) =>
          toast.error(error instanceof ApiRequestError ? error.message : t('shell.switchFailed')),
      },
    );

  return (
    <section
      aria-label={t('shell.label')}
      className="mb-6 overflow-hidden rounded-2xl border border-surface-700 bg-gradient-to-r from-surface-900 via-surface-900 to-brand-950/40"
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="flex min-w-0 flex-1 items-center gap-3.5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-400 ring-1 ring-brand-500/30">
            <Bot aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-brand-500 uppercase">
              {t('shell.eyebrow')}
            </p>
            <p className="truncate text-sm text-zinc-300">
              {data?.kick.username ? (
                <>
                  {t('shell.answersIn')}{' '}
                  <span className="font-semibold text-white">@{data.kick.username}</span>
                </>
              ) : moderating ? (
                t('channel.noChannel')
              ) : (
                t('shell.noChannel')
              )}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {status.isPending ? (
            <Spinner size={16} label={t('shell.loadingStatus')} />
          ) : status.isError && !data ? (
            <Chip variant="danger">{t('shell.statusFailed')}</Chip>
          ) : (
            <>
              {health && <HealthChip health={health} />}
              {data?.kick.live !== null && data?.kick.live !== undefined && (
                <Chip variant={data.kick.live ? 'danger' : 'neutral'} icon={<Radio aria-hidden />}>
                  {data.kick.live ? t('shell.live') : t('shell.offline')}
                </Chip>
              )}
            </>
          )}
        </div>
        <div className="flex items-center border-surface-700 sm:border-l sm:pl-5">
          <Toggle
            label={t('shell.switch')}
            description={
              moderating
                ? t('channel.ownerOnlySwitch')
                : data
                  ? !data.settings.enabled
                    ? t('shell.switchOff')
                    : kickMissing
                      ? t('shell.switchPaused')
                      : t('shell.switchOn')
                  : undefined
            }
            checked={data?.settings.enabled ?? false}
            disabled={!data || moderating}
            onChange={setEnabled}
          />
        </div>
      </div>
      {data && kickMissing && moderating && (
        <p
          role="status"
          className="m-4 mt-0 flex items-start gap-2.5 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100 sm:m-5 sm:mt-0"
        >
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-400" />
          {t('channel.ownerConnects')}
        </p>
      )}
      {data && kickMissing && !moderating && (
        <ConnectionProblem
          provider="kick"
          missing={data.kick.status === 'missing'}
          reason={data.kick.reconnectReason}
          consequence={t('shell.kickConsequence')}
          className="m-4 mt-0 sm:m-5 sm:mt-0"
        />
      )}
      {data && !kickMissing && missingScopes.length > 0 && (
        <MissingScopesNotice
          provider="kick"
          scopes={missingScopes}
          className="m-4 mt-0 sm:m-5 sm:mt-0"
        />
      )}
    </section>
  );
}
