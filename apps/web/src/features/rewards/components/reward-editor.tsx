import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REWARD_LIMITS, rewardInputSchema, type Reward } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { ColorInput } from '../../../components/ui/color-input';
import { Dialog } from '../../../components/ui/dialog';
import { NumberInput } from '../../../components/ui/number-input';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyServerError,
  serverMessage,
  useValidationMessage,
  useZodForm,
} from '../../../lib/use-zod-form';
import { useSaveReward } from '../hooks/use-rewards';
import type { RewardFormValues } from '../lib/reward-form';
import { ActionsEditor } from '../../../components/reward-actions/actions-editor';

const FORM_ID = 'reward-editor-form';

/** Create or edit a reward: Kick's fields, Kyo's rules, and the actions. */
export function RewardEditor({
  reward,
  initial,
  scenes,
  obsReady,
  onClose,
}: {
  reward?: Reward;
  initial: RewardFormValues;
  scenes: string[];
  obsReady: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('rewards');
  const message = useValidationMessage();
  const form = useZodForm(rewardInputSchema, initial);
  const save = useSaveReward();
  const { errors } = form.formState;
  const skipQueue = useWatch({ control: form.control, name: 'skipQueue' });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: reward?.id, body });
      toast.success(t(reward ? 'editor.saved' : 'editor.created', { title: saved.title }));
      onClose();
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(error instanceof ApiRequestError ? serverMessage(error) : t('editor.saveFailed'));
    }
  });

  const toggle = (
    name: 'userInputRequired' | 'skipQueue' | 'enabled' | 'paused',
    hint?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Toggle
          label={t(`editor.fields.${name}`)}
          description={hint}
          checked={Boolean(field.value)}
          onChange={field.onChange}
        />
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={reward ? t('editor.editTitle', { title: reward.title }) : t('editor.newTitle')}
      description={t('editor.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={form.formState.isSubmitting}>
            {reward ? t('editor.save') : t('editor.create')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-[1fr_15rem]">
          <TextInput
            label={t('editor.fields.title')}
            maxLength={REWARD_LIMITS.title}
            autoComplete="off"
            required
            error={message(errors.title?.message)}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="cost"
            render={({ field }) => (
              <NumberInput
                label={t('editor.fields.cost')}
                unit={t('editor.fields.costUnit')}
                min={1}
                max={REWARD_LIMITS.cost}
                value={field.value ?? 1}
                onChange={field.onChange}
                error={message(errors.cost?.message)}
              />
            )}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[1fr_15rem]">
          <Textarea
            label={t('editor.fields.description')}
            hint={t('editor.fields.descriptionHint')}
            rows={2}
            maxLength={REWARD_LIMITS.description}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="backgroundColor"
            render={({ field }) => (
              <ColorInput
                label={t('editor.fields.color')}
                value={field.value ?? '#53fc18'}
                onChange={field.onChange}
                error={message(errors.backgroundColor?.message)}
              />
            )}
          />
        </div>
        <div className="grid gap-4 rounded-xl bg-surface-850 p-4 ring-1 ring-surface-700 sm:grid-cols-2">
          {toggle('userInputRequired', t('editor.fields.userInputRequiredHint'))}
          {toggle('skipQueue', t('editor.fields.skipQueueHint'))}
          {toggle('enabled')}
          {toggle('paused', t('editor.fields.pausedHint'))}
          {errors.userInputRequired && (
            <p role="alert" className="text-xs font-medium text-red-400 sm:col-span-2">
              {t('editor.fields.songRequestNeedsText')}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="approval"
            render={({ field }) => (
              <Select
                label={t('editor.fields.approval')}
                options={[
                  { value: 'auto', label: t('editor.fields.approvalAuto') },
                  {
                    value: 'moderator',
                    label: t('editor.fields.approvalModerator'),
                    disabled: Boolean(skipQueue),
                  },
                ]}
                value={field.value ?? 'auto'}
                onChange={(value) => value && field.onChange(value)}
                error={message(errors.approval?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="cooldownSeconds"
            render={({ field }) => (
              <NumberInput
                label={t('editor.fields.cooldown')}
                hint={t('editor.fields.cooldownHint')}
                unit={t('editor.fields.seconds')}
                min={0}
                max={REWARD_LIMITS.cooldownSeconds}
                value={field.value ?? 0}
                onChange={field.onChange}
                error={message(errors.cooldownSeconds?.message)}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="actions"
          render={({ field }) => (
            <ActionsEditor
              value={field.value ?? []}
              onChange={field.onChange}
              errors={errors.actions as never}
              listError={message(errors.actions?.message ?? errors.actions?.root?.message)}
              message={message}
              scenes={scenes}
              obsReady={obsReady}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
