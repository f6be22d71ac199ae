import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  OBS_SCENE_LEVEL,
  storeItemInputSchema,
  type Purchase,
  type RewardActionInput,
  type StoreItem,
} from '@kyo/contracts';
import { ActionsEditor } from '../../../components/reward-actions/actions-editor';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';
import {
  useDeleteStoreItem,
  useObsScenes,
  useSaveStoreItem,
  useStoreItems,
  useStorePurchases,
} from '../hooks/use-points-store';

interface Draft {
  name: string;
  price: number;
  limitedStock: boolean;
  stock: number;
  limited: boolean;
  perViewerLimit: number;
  cooldownSeconds: number;
  inputPrompt: string;
  enabled: boolean;
  actions: RewardActionInput[];
}

const NEW_ITEM: Draft = {
  name: '',
  price: 500,
  limitedStock: false,
  stock: 10,
  limited: false,
  perViewerLimit: 1,
  cooldownSeconds: 0,
  inputPrompt: '',
  enabled: true,
  actions: [{ type: 'chat', template: '' }],
};

function draftOf(item: StoreItem): Draft {
  return {
    name: item.name,
    price: item.price,
    limitedStock: item.stock !== null,
    stock: item.stock ?? 10,
    limited: item.perViewerLimit !== null,
    perViewerLimit: item.perViewerLimit ?? 1,
    cooldownSeconds: item.cooldownSeconds,
    inputPrompt: item.inputPrompt ?? '',
    enabled: item.enabled,
    actions: item.actions,
  };
}

const bodyOf = (draft: Draft) => ({
  name: draft.name,
  price: draft.price,
  stock: draft.limitedStock ? draft.stock : null,
  perViewerLimit: draft.limited ? draft.perViewerLimit : null,
  cooldownSeconds: draft.cooldownSeconds,
  inputPrompt: draft.inputPrompt.trim() || null,
  enabled: draft.enabled,
  actions: draft.actions,
});

/** One item's editor: the store's fields and the actions, picked as a reward's are. */
function ItemEditor({ item, onClose }: { item: StoreItem | null; onClose: () => void }) {
  const { t } = useTranslation('points');
  const message = useValidationMessage();
  const save = useSaveStoreItem();
  const obs = useObsScenes();
  const displays = obs.data?.displays ?? [];
  const [draft, setDraft] = useState<Draft>(item ? draftOf(item) : NEW_ITEM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const error = (field: string) => message(errors[field]);
  const actionErrors = draft.actions.map((_, index) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`actions.${index}.`))
        .map(([path, text]) => [path.split('.')[2]!, { message: text }]),
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = storeItemInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(t('store.saved'));
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.field)
            setErrors({ [failure.field]: serverMessage(failure) });
          else
            toast.error(failure instanceof ApiRequestError ? failure.message : t('actionFailed'));
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={item ? t('store.editTitle', { name: item.name }) : t('store.newTitle')}
    >
      <form onSubmit={submit} aria-label={t('store.editor')} className="space-y-5" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={t('store.name')}
            hint={t('store.nameHint', { name: draft.name || 'hydrate' })}
            value={draft.name}
            maxLength={30}
            onChange={(event) => set('name', event.target.value)}
            error={error('name')}
          />
          <NumberInput
            label={t('store.price')}
            value={draft.price}
            min={1}
            max={1_000_000_000_000}
            onChange={(value) => set('price', value)}
            error={error('price')}
          />
          <div className="space-y-2">
            <Toggle
              label={t('store.limitedStock')}
              checked={draft.limitedStock}
              onChange={(on) => set('limitedStock', on)}
            />
            {draft.limitedStock && (
              <NumberInput
                label={t('store.stock')}
                value={draft.stock}
                min={0}
                max={1_000_000}
                onChange={(value) => set('stock', value)}
                error={error('stock')}
              />
            )}
          </div>
          <div className="space-y-2">
            <Toggle
              label={t('store.limited')}
              checked={draft.limited}
              onChange={(on) => set('limited', on)}
            />
            {draft.limited && (
              <NumberInput
                label={t('store.perViewerLimit')}
                value={draft.perViewerLimit}
                min={1}
                max={1_000_000}
                onChange={(value) => set('perViewerLimit', value)}
                error={error('perViewerLimit')}
              />
            )}
          </div>
          <NumberInput
            label={t('store.cooldown')}
            hint={t('store.cooldownHint')}
            value={draft.cooldownSeconds}
            min={0}
            max={86_400}
            unit="s"
            onChange={(value) => set('cooldownSeconds', value)}
            error={error('cooldownSeconds')}
          />
          <TextInput
            label={t('store.prompt')}
            hint={t('store.promptHint')}
            value={draft.inputPrompt}
            maxLength={100}
            onChange={(event) => set('inputPrompt', event.target.value)}
            error={error('inputPrompt')}
          />
        </div>
        <Toggle
          label={t('store.enabled')}
          checked={draft.enabled}
          onChange={(on) => set('enabled', on)}
        />
        <ActionsEditor
          value={draft.actions}
          onChange={(actions) => set('actions', actions)}
          errors={actionErrors}
          {...(errors.actions ? { listError: message(errors.actions) ?? '' } : {})}
          message={message}
          scenes={[...new Set(displays.flatMap((d) => d.scenes))]}
          obsReady={displays.some((d) => d.level >= OBS_SCENE_LEVEL)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('store.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('store.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

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
                  {row.price.toLocaleString(i18n.language)}
                </span>
                <Chip size="sm" variant={STATUS_CHIP[row.status]}>
                  {t(`store.status.${row.status}`)}
                </Chip>
                <span className="ml-auto text-xs text-zinc-400">
                  {new Date(row.at).toLocaleString(i18n.language, {
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
  const number = (n: number) => n.toLocaleString(i18n.language);
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
