import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Purchase, StoreItem } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useDeleteStoreItem, useStoreItems, useStorePurchases } from '../hooks/use-points-store';
import { ItemEditor } from './item-editor';
import { intlLocale } from '../../../app/i18n';

const STATUS_CHIP = { done: 'success', refunded: 'danger', running: 'info' } as const;

function PurchasesLog() {
  const { t, i18n } = useTranslation('points');
  const purchases = useStorePurchases();
  const rows: Purchase[] = purchases.data?.purchases ?? [];
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-zinc-200">{t('store.log')}</h3>
      {!purchases.data ? (
        <p aria-busy="true" className="text-sm text-zinc-400">
          {purchases.isError ? t('loadFailed') : t('loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('store.noPurchases')}</p>
      ) : (
        <ul
          aria-label={t('store.log')}
          className="divide-y divide-surface-800 overflow-hidden rounded-xl border border-surface-800"
        >
          {rows.map((row) => (
            <li key={row.id} className="space-y-1 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-white">{row.viewer}</span>
                <span className="text-zinc-300">{row.itemName}</span>
                <span className="font-mono text-zinc-100">
                  {row.price.toLocaleString(intlLocale(i18n.language))}
                </span>
                <Chip size="sm" variant={STATUS_CHIP[row.status]}>
                  {t(`store.status.${row.status}`)}
                </Chip>
                <span className="ml-auto text-xs text-zinc-400">
                  {new Date(row.at).toLocaleString(intlLocale(i18n.language), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </div>
              {row.input && (
                <p className="break-words text-xs text-zinc-400">
                  {t('store.input', { input: row.input })}
                </p>
              )}
              {row.reason && (
                <p className="break-words text-xs text-red-300">
                  {t('store.reason', { reason: row.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The store (docs/points.md "Store"): its items (viewers buy them with `!buy <name>`), the item
 * editor with the channel-points actions, and the purchase log with refunds and their reasons.
 */
export function StoreCard() {
  const { t, i18n } = useTranslation('points');
  const items = useStoreItems();
  const remove = useDeleteStoreItem();
  const [editing, setEditing] = useState<StoreItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StoreItem | null>(null);
  const list = items.data?.items ?? [];
  const number = (n: number) => n.toLocaleString(intlLocale(i18n.language));
  return (
    <section
      aria-labelledby="points-store-title"
      className="space-y-4 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="points-store-title" className="font-semibold text-white">
            {t('store.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('store.description')}</p>
        </div>
        <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setEditing('new')}>
          {t('store.add')}
        </Button>
      </div>
      {!items.data ? (
        <p aria-busy="true" className="text-sm text-zinc-400">
          {items.isError ? t('loadFailed') : t('loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-surface-600 px-4 py-3 text-sm text-zinc-400">
          {t('store.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('store.items')}
          className="divide-y divide-surface-800 overflow-hidden rounded-xl border border-surface-800"
        >
          {list.map((item) => (
            <li
              key={item.id}
              data-testid="store-item"
              className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm"
            >
              <span className="min-w-0 flex-1 font-medium text-white">
                <span className="font-mono text-brand-300">!buy </span>
                {item.name}
                {!item.enabled && (
                  <Chip size="sm" variant="neutral" className="ml-2">
                    {t('store.off')}
                  </Chip>
                )}
              </span>
              <span className="font-mono text-zinc-100">{number(item.price)}</span>
              <span className="w-full text-xs text-zinc-400 sm:w-auto">
                {[
                  item.stock === null
                    ? t('store.unlimited')
                    : item.stock === 0
                      ? t('store.soldOut')
                      : t('store.left', { count: item.stock }),
                  t('store.sold', { count: item.sold }),
                  item.perViewerLimit !== null
                    ? t('store.perViewer', { count: item.perViewerLimit })
                    : null,
                  item.cooldownSeconds > 0
                    ? t('store.cooldownShort', { seconds: item.cooldownSeconds })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('store.edit', { name: item.name })}
                  onClick={() => setEditing(item)}
                >
                  <Pencil aria-hidden className="size-3.5" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('store.delete', { name: item.name })}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <PurchasesLog />
      {editing && (
        <ItemEditor item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('store.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('store.deleteBody')}
        confirmLabel={t('store.deleteConfirm')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => toast.error(t('actionFailed')),
          })
        }
      />
    </section>
  );
}
