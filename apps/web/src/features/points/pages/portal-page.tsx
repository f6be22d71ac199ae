import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PortalItem } from '@kyo/contracts';
import { Page } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/use-zod-form';
import {
  usePortal,
  usePortalBuy,
  usePortalSignIn,
  usePortalSignOut,
} from '../hooks/use-points-portal';
import { intlLocale } from '../../../app/i18n';

/**
 * `/points/:channel`: a channel's public points page (docs/points.md "Viewer portal"): the
 * leaderboard and the store; a viewer signed in with Kick sees their balance and buys here.
 */
export default function PortalPage() {
  const { t, i18n } = useTranslation('points');
  const { channel = '' } = useParams();
  const [search] = useSearchParams();
  const portal = usePortal(channel);
  const signIn = usePortalSignIn(channel);
  const signOut = usePortalSignOut(channel);

  if (portal.isPending) return <Page>{t('portal.loading')}</Page>;
  if (portal.error) {
    const missing = portal.error instanceof ApiRequestError && portal.error.status === 404;
    return (
      <Page className="text-center">
        <p className="font-mono text-7xl font-black text-brand-500">{missing ? '404' : '!'}</p>
        <h1 className="mt-4 text-2xl font-bold text-white">
          {missing ? t('portal.notFound') : t('loadFailed')}
        </h1>
      </Page>
    );
  }
  const data = portal.data;
  const currency = data.currencyName;
  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-white">
            {t('portal.title', { channel: data.channel })}
          </h1>
          <p className="mt-1 text-zinc-400">{t('portal.description', { currency })}</p>
        </div>
        {data.viewer ? (
          <div className="flex items-center gap-3" data-testid="portal-viewer">
            <p className="text-zinc-200">
              {t('portal.you', {
                name: data.viewer.name,
                balance: data.viewer.balance.toLocaleString(intlLocale(i18n.resolvedLanguage)),
                currency,
              })}
              {data.viewer.rank !== null && ` · ${t('portal.rank', { rank: data.viewer.rank })}`}
            </p>
            <Button variant="secondary" size="sm" onClick={() => signOut.mutate()}>
              {t('portal.signOut')}
            </Button>
          </div>
        ) : (
          <Button onClick={() => signIn.mutate()} disabled={signIn.isPending}>
            {t('portal.signIn')}
          </Button>
        )}
      </header>
      {search.get('signin') === 'failed' && !data.viewer && (
        <p role="alert" className="text-red-400">
          {t('portal.signInFailed')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-zinc-800 p-4">
          <h2 className="mb-3 text-lg font-semibold text-white">{t('portal.store')}</h2>
          {data.items.length === 0 ? (
            <p className="text-zinc-400">{t('portal.storeEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.items.map((item) => (
                <StoreRow
                  key={item.id}
                  channel={channel}
                  item={item}
                  currency={currency}
                  signedIn={data.viewer !== null}
                />
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-xl border border-zinc-800 p-4">
          <h2 className="mb-3 text-lg font-semibold text-white">{t('portal.leaderboard')}</h2>
          {data.leaderboard.length === 0 ? (
            <p className="text-zinc-400">{t('portal.leaderboardEmpty')}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <thead className="text-zinc-400">
                <tr>
                  <th className="py-1 pr-2">{t('portal.rankColumn')}</th>
                  <th className="py-1 pr-2">{t('portal.viewerColumn')}</th>
                  <th className="py-1 text-right">{currency}</th>
                </tr>
              </thead>
              <tbody>
                {data.leaderboard.map((row) => (
                  <tr key={row.name} className="border-t border-zinc-800 text-zinc-200">
                    <td className="py-1 pr-2 font-mono">{row.rank}</td>
                    <td className="break-all py-1 pr-2">{row.name}</td>
                    <td className="py-1 text-right font-mono">
                      {row.balance.toLocaleString(intlLocale(i18n.resolvedLanguage))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </Page>
  );
}

function StoreRow({
  channel,
  item,
  currency,
  signedIn,
}: {
  channel: string;
  item: PortalItem;
  currency: string;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation('points');
  const buy = usePortalBuy(channel);
  const [input, setInput] = useState('');
  // One id per purchase: a double click or a retry of the same purchase buys once.
  const [purchaseId, setPurchaseId] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const soldOut = item.stock === 0;

  const submit = () => {
    setMessage(null);
    buy.mutate(
      { item: item.id, input, purchaseId },
      {
        onSuccess: (result) => {
          setPurchaseId(crypto.randomUUID());
          setInput('');
          setMessage(
            result.status === 'done'
              ? { ok: true, text: t('portal.bought', { item: item.name }) }
              : { ok: false, text: t('portal.refunded', { item: item.name }) },
          );
        },
        // The same id again on a retry: a refusal wrote nothing, a lost answer is not bought twice.
        onError: (error) => {
          setMessage({
            ok: false,
            text: error instanceof ApiRequestError ? serverMessage(error) : t('actionFailed'),
          });
        },
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 rounded-lg bg-zinc-900 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-white">{item.name}</span>
        <span className="text-sm text-zinc-300">
          {t('portal.price', {
            price: item.price.toLocaleString(intlLocale(i18n.resolvedLanguage)),
            currency,
          })}
          {' · '}
          {item.stock === null ? t('portal.unlimited') : t('portal.left', { count: item.stock })}
        </span>
      </div>
      {signedIn && !soldOut && (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {item.inputPrompt && (
            <TextInput
              aria-label={item.inputPrompt}
              placeholder={item.inputPrompt}
              value={input}
              maxLength={200}
              onChange={(event) => setInput(event.target.value)}
              required
            />
          )}
          <Button type="submit" size="sm" disabled={buy.isPending}>
            {t('portal.buy', { item: item.name })}
          </Button>
        </form>
      )}
      {message && (
        <p role="status" className={message.ok ? 'text-emerald-400' : 'text-red-400'}>
          {message.text}
        </p>
      )}
    </li>
  );
}
