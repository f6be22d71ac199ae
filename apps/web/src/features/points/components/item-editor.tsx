import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OBS_SCENE_LEVEL,
  storeItemInputSchema,
  type RewardActionInput,
  type StoreItem,
} from '@kyo/contracts';
import { ActionsEditor } from '../../../components/reward-actions/actions-editor';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage, useValidationMessage } from '../../../lib/use-zod-form';
import { useObsScenes, useSaveStoreItem } from '../hooks/use-points-store';

interface Draft {
  name: string;
  price: number;
  limitedStock: boolean;
  stock: number;
  limited: boolean;
  perViewerLimit: number;
  cooldownSeconds: number;
  viewerCooldownSeconds: number;
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
  viewerCooldownSeconds: 0,
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
    viewerCooldownSeconds: item.viewerCooldownSeconds,
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
  viewerCooldownSeconds: draft.viewerCooldownSeconds,
  inputPrompt: draft.inputPrompt.trim() || null,
  enabled: draft.enabled,
  actions: draft.actions,
});

/** One item's editor: the store's fields and the actions, picked as a reward's are. */
/** A store item's editor dialog (new or existing), its body checked against the contract. */
export function ItemEditor({ item, onClose }: { item: StoreItem | null; onClose: () => void }) {
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
          <NumberInput
            label={t('store.viewerCooldown')}
            hint={t('store.viewerCooldownHint')}
            value={draft.viewerCooldownSeconds}
            min={0}
            max={86_400}
            unit="s"
            onChange={(value) => set('viewerCooldownSeconds', value)}
            error={error('viewerCooldownSeconds')}
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
