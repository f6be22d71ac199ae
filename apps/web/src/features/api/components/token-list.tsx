import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { ApiToken } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useRevokeApiToken } from '../hooks/use-api-settings';
import { useErrorText } from '../hooks/use-error-text';
import { formatDate, formatDateTime } from '../lib/format';
import { ListState } from './section';
import { intlLocale } from '../../../app/i18n';

/** The account's tokens, each with its scopes, dates and a revoke button (with a confirm). */
export function TokenList({
  tokens,
  loading,
  failed,
  now,
}: {
  tokens: ApiToken[];
  loading: boolean;
  failed: boolean;
  now: number;
}) {
  const { t, i18n } = useTranslation('api');
  const errorText = useErrorText();
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);

  if (loading)
    return (
      <ListState>
        <Spinner label={t('tokens.title')} />
      </ListState>
    );
  if (failed)
    return (
      <ListState>
        <span role="alert">{t('tokens.loadFailed')}</span>
      </ListState>
    );
  if (tokens.length === 0) return <ListState>{t('tokens.empty')}</ListState>;

  const language = intlLocale(i18n.language);
  return (
    <>
      <ul aria-label={t('tokens.title')} className="space-y-2">
        {tokens.map((token) => {
          const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
          return (
            <li
              key={token.id}
              aria-label={token.name}
              className="flex flex-col gap-3 rounded-xl border border-surface-700 bg-surface-900 p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-semibold text-white">{token.name}</span>
                  <code className="font-mono text-xs text-zinc-400">{token.hint}…</code>
                  {expired && (
                    <Chip size="sm" variant="danger">
                      {t('tokens.expired')}
                    </Chip>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {token.scopes.map((scope) => (
                    <Chip key={scope} size="sm" variant="brand">
                      {scope}
                    </Chip>
                  ))}
                </div>
                <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-0.5 text-xs text-zinc-400 sm:grid-cols-3">
                  <div>
                    <dt className="inline">{t('tokens.createdAt')}: </dt>
                    <dd className="inline text-zinc-300">
                      {formatDate(token.createdAt, language)}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t('tokens.lastUsed')}: </dt>
                    <dd className="inline text-zinc-300">
                      {token.lastUsedAt
                        ? formatDateTime(token.lastUsedAt, language)
                        : t('tokens.notUsed')}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">{t('tokens.expires')}: </dt>
                    <dd className="inline text-zinc-300">
                      {token.expiresAt ? formatDate(token.expiresAt, language) : t('tokens.never')}
                    </dd>
                  </div>
                </dl>
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="self-start sm:self-center"
                icon={<Trash2 size={15} aria-hidden="true" />}
                onClick={() => setConfirming(token)}
              >
                {t('tokens.revoke')}
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('tokens.revokeTitle', { name: confirming?.name ?? '' })}
        description={t('tokens.revokeBody')}
        confirmLabel={t('tokens.revoke')}
        busy={revoke.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          revoke.mutate(confirming.id, {
            onSuccess: () => {
              toast.success(t('tokens.revoked'));
              setConfirming(null);
            },
            onError: (error) => toast.error(errorText(error, t('tokens.revokeFailed'))),
          });
        }}
      />
    </>
  );
}
