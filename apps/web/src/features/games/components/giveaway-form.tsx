import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { giveawayInputSchema, type GiveawayInput } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { Toggle } from '../../../components/ui/toggle';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyServerError,
  serverMessage,
  useValidationMessage,
  useZodForm,
} from '../../../lib/use-zod-form';
import { useCreateGiveaway } from '../hooks/use-games';
import { Panel } from './game-hint';

export const NEW_GIVEAWAY: GiveawayInput = {
  title: '',
  command: 'join',
  keyword: '',
  minFollowMinutes: null,
  minSubMonths: null,
  minMessages: 0,
  excludeModerators: true,
  excludeBots: true,
  subscriberTickets: 1,
  winners: 1,
  confirmSeconds: 60,
};

type NumberField =
  | 'minFollowMinutes'
  | 'minSubMonths'
  | 'minMessages'
  | 'subscriberTickets'
  | 'winners'
  | 'confirmSeconds';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-surface-700 pt-5 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-sm font-semibold text-zinc-200">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The form that opens a giveaway: the prize, how to enter, who may, the odds and winners. */
export function GiveawayForm({ initial = NEW_GIVEAWAY }: { initial?: GiveawayInput }) {
  const { t } = useTranslation('games');
  const message = useValidationMessage();
  const form = useZodForm(giveawayInputSchema, initial);
  const create = useCreateGiveaway();
  const { errors } = form.formState;
  const control = form.control as unknown as Control<GiveawayInput>;

  const number = (
    name: NumberField,
    label: string,
    { min, max, unit, hint }: { min: number; max: number; unit?: string; hint?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          className="min-w-0"
          label={label}
          hint={hint}
          unit={unit}
          min={min}
          max={max}
          value={typeof field.value === 'number' ? field.value : min}
          onChange={field.onChange}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );
  const optional = (
    name: 'minFollowMinutes' | 'minSubMonths',
    toggle: { label: string; description?: string },
    input: { label: string; min: number; max: number; unit: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="space-y-3">
          <Toggle
            label={toggle.label}
            description={toggle.description}
            checked={field.value !== null && field.value !== undefined}
            onChange={(on) => field.onChange(on ? input.min : null)}
          />
          {field.value !== null && field.value !== undefined && (
            <div className="pl-14">
              {number(name, input.label, { min: input.min, max: input.max, unit: input.unit })}
            </div>
          )}
        </div>
      )}
    />
  );

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast.success(t('giveaways.started'));
    } catch (error) {
      if (applyServerError(form, error)) return;
      toast.error(
        error instanceof ApiRequestError ? serverMessage(error) : t('giveaways.actionFailed'),
      );
    }
  });

  return (
    <Panel title={t('giveaways.starting')} labelledBy="new-giveaway">
      <p className="-mt-2 mb-5 text-sm text-zinc-400">{t('giveaways.startHint')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
        <Section title={t('giveaways.sections.prize')}>
          <TextInput
            label={t('giveaways.fields.title')}
            placeholder={t('giveaways.fields.titlePlaceholder')}
            maxLength={80}
            required
            autoComplete="off"
            error={message(errors.title?.message)}
            {...form.register('title')}
          />
        </Section>
        <Section title={t('giveaways.sections.enter')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t('giveaways.fields.command')}
              hint={t('giveaways.fields.commandHint')}
              leading="!"
              maxLength={31}
              autoComplete="off"
              error={message(errors.command?.message)}
              {...form.register('command')}
            />
            <TextInput
              label={t('giveaways.fields.keyword')}
              hint={t('giveaways.fields.keywordHint')}
              maxLength={40}
              autoComplete="off"
              error={message(errors.keyword?.message)}
              {...form.register('keyword')}
            />
          </div>
        </Section>
        <Section title={t('giveaways.sections.who')}>
          <div className="grid gap-5 lg:grid-cols-2">
            {optional(
              'minFollowMinutes',
              {
                label: t('giveaways.fields.followers'),
                description: t('giveaways.fields.followersHint'),
              },
              {
                label: t('giveaways.fields.followMinutes'),
                min: 0,
                max: 525_600,
                unit: t('giveaways.units.minutes'),
              },
            )}
            {optional(
              'minSubMonths',
              { label: t('giveaways.fields.subscribers') },
              {
                label: t('giveaways.fields.subMonths'),
                min: 1,
                max: 120,
                unit: t('giveaways.units.months'),
              },
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {number('minMessages', t('giveaways.fields.minMessages'), {
              min: 0,
              max: 10_000,
              unit: t('giveaways.units.lines'),
              hint: t('giveaways.fields.minMessagesHint'),
            })}
            {(['excludeModerators', 'excludeBots'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Toggle
                    className="sm:pt-7"
                    label={t(`giveaways.fields.${name}`)}
                    {...(name === 'excludeBots'
                      ? { description: t('giveaways.fields.excludeBotsHint') }
                      : {})}
                    checked={field.value ?? true}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
          </div>
        </Section>
        <Section title={t('giveaways.sections.draw')}>
          <div className="grid gap-5 sm:grid-cols-3">
            {number('subscriberTickets', t('giveaways.fields.subscriberTickets'), {
              min: 1,
              max: 10,
              hint: t('giveaways.fields.subscriberTicketsHint'),
            })}
            {number('winners', t('giveaways.fields.winners'), { min: 1, max: 20 })}
            {number('confirmSeconds', t('giveaways.fields.confirmSeconds'), {
              min: 0,
              max: 600,
              unit: t('giveaways.units.seconds'),
              hint: t('giveaways.fields.confirmSecondsHint'),
            })}
          </div>
        </Section>
        <div className="flex justify-end border-t border-surface-700 pt-5">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            icon={<Gift aria-hidden className="size-4" />}
          >
            {t('giveaways.start')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
