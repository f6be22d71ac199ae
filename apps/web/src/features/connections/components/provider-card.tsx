import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Dialog } from '../../../components/ui/dialog';
import type { ConnectionProblem } from '@kyo/contracts';
import type { ConnectProvider } from '../lib/connect';
import { ProviderLogo } from '../../../components/provider-logo';
import { MissingScopesNotice } from '../../../components/missing-scopes-notice';

export type CardState = 'connected' | 'needs_reconnect' | 'disconnected' | 'unavailable';

export interface ProviderCardProps {
  provider: ConnectProvider;
  state: CardState;
  account?: { name: string; picture?: string | null; detail?: ReactNode };
  busy: 'connect' | 'disconnect' | null;
  onConnect: () => void;
  onDisconnect: () => void;
  extra?: ReactNode;
  /** Why a linked connection needs a reconnect. */
  problem?: ConnectionProblem;
  /** Scopes Kyo now asks for that this working connection was not granted. */
  missingScopes?: readonly string[];
}

const chipFor: Record<CardState, 'success' | 'warning' | 'neutral'> = {
  connected: 'success',
  needs_reconnect: 'warning',
  disconnected: 'neutral',
  unavailable: 'neutral',
};

/** A profile picture, or the initial when there is none or it does not load (offline CDNs). */
function Avatar({ name, picture }: { name: string; picture?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (picture && !failed) {
    return (
      <img
        src={picture}
        alt=""
        onError={() => setFailed(true)}
        className="h-9 w-9 rounded-full object-cover"
      />
    );
  }
  return (
    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-surface-700 text-sm font-bold text-zinc-200">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function ProviderCard({
  provider,
  state,
  account,
  busy,
  onConnect,
  onDisconnect,
  extra,
  problem,
  missingScopes = [],
}: ProviderCardProps) {
  const { t } = useTranslation('connections');
  const { t: tUi } = useTranslation('ui');
  const [confirming, setConfirming] = useState(false);
  const name = t(`providers.${provider}.name`);
  const linked = state === 'connected' || state === 'needs_reconnect';
  const newScopes = state === 'connected' && missingScopes.length > 0;
  return (
    <section
      aria-labelledby={`provider-${provider}`}
      className="rounded-xl border border-surface-700 bg-surface-900 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProviderLogo provider={provider} size={44} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`provider-${provider}`} className="text-lg font-semibold text-white">
              {name}
            </h2>
            <Chip variant={newScopes ? 'info' : chipFor[state]} size="sm">
              {t(newScopes ? 'state.missing_scopes' : `state.${state}`)}
            </Chip>
          </div>
          <p className="mt-1 text-sm text-zinc-400">{t(`providers.${provider}.purpose`)}</p>
          {linked && account && (
            <div className="mt-4 flex items-center gap-3 rounded-lg bg-surface-850 px-3 py-2.5 ring-1 ring-surface-700">
              <Avatar name={account.name} picture={account.picture} />
              <div className="min-w-0">
                <p
                  className="truncate text-sm font-semibold text-white"
                  data-testid={`${provider}-account`}
                >
                  {account.name}
                </p>
                {account.detail && (
                  <div className="text-xs break-words text-zinc-400">{account.detail}</div>
                )}
              </div>
            </div>
          )}
          {state === 'needs_reconnect' && (
            <p className="mt-3 text-sm text-amber-300" data-testid={`${provider}-problem`}>
              {tUi(`connectionProblem.reasons.${problem ?? 'refresh_failed'}`, { provider: name })}{' '}
              {t('needsReconnect', { provider: name })}
            </p>
          )}
          {newScopes && (
            <MissingScopesNotice
              provider={provider}
              scopes={missingScopes}
              action={false}
              className="mt-3"
            />
          )}
          {state === 'unavailable' && (
            <p className="mt-3 text-sm text-zinc-500">{t('unavailable')}</p>
          )}
          {extra}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
          {state !== 'unavailable' && (
            <Button
              variant={state === 'connected' && !newScopes ? 'secondary' : 'primary'}
              loading={busy === 'connect'}
              disabled={busy !== null && busy !== 'connect'}
              onClick={onConnect}
            >
              {state === 'disconnected' ? t('connect', { provider: name }) : t('reconnect')}
            </Button>
          )}
          {linked && (
            <Button
              variant="ghost"
              loading={busy === 'disconnect'}
              disabled={busy !== null && busy !== 'disconnect'}
              onClick={() => setConfirming(true)}
            >
              {t('disconnect')}
            </Button>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle', { provider: name })}
        description={t(`providers.${provider}.disconnectWarning`)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onDisconnect();
              }}
            >
              {t('disconnect')}
            </Button>
          </>
        }
      />
    </section>
  );
}
