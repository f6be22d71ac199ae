import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import {
  DISCORD_CARD_VARIABLES,
  discordCardSettingsSchema,
  unknownVariables,
  type DiscordCardAnswer,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
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
import { useDiscordCard, useSaveDiscordCard, useTestDiscordCard } from '../hooks/use-discord-card';
import { DiscordCardPreview } from './discord-card-preview';
import { DiscordCardOutcome } from './discord-card-outcome';

const FORM_ID = 'discord-card-form';
const SHOW = ['showTitle', 'showCategory', 'showViewers', 'showThumbnail'] as const;

/** The go-live card section under the Discord connection: settings, preview, test post. */
export function DiscordCardSection({
  connected,
  channel,
}: {
  connected: boolean;
  channel: string;
}) {
  const { t } = useTranslation('connections');
  const card = useDiscordCard(connected);
  return (
    <section
      aria-labelledby="discord-card-title"
      data-testid="discord-card"
      className="rounded-xl border border-surface-700 bg-surface-900 p-5 sm:p-6"
    >
      <h2 id="discord-card-title" className="text-lg font-semibold text-white">
        {t('card.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t('card.description')}</p>
      {!connected ? (
        <p className="mt-4 text-sm text-amber-300" data-testid="discord-card-connect-first">
          {t('card.connectFirst')}
        </p>
      ) : card.data ? (
        <CardForm answer={card.data} channel={channel} />
      ) : card.isError ? (
        <p className="mt-4 text-sm text-red-300" role="alert">
          {t('card.loadFailed')}
        </p>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner size={20} />
        </div>
      )}
    </section>
  );
}

function CardForm({ answer, channel }: { answer: DiscordCardAnswer; channel: string }) {
  const { t } = useTranslation('connections');
  const message = useValidationMessage();
  const form = useZodForm(discordCardSettingsSchema, answer.settings);
  const save = useSaveDiscordCard();
  const test = useTestDiscordCard();
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const unknown = unknownVariables(values.template ?? '', DISCORD_CARD_VARIABLES);
  // The server's grace period (DISCORD_CARD_GRACE_SECONDS), in the reader's words.
  const grace =
    answer.graceSeconds % 60 === 0
      ? t('card.graceMinutes', { count: answer.graceSeconds / 60 })
      : t('card.graceSeconds', { count: answer.graceSeconds });

  const failed = (error: unknown, fallback: string) => {
    if (applyServerError(form, error)) return;
    toast.error(error instanceof ApiRequestError ? serverMessage(error) : fallback);
  };
  const onSave = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(saved.settings);
      toast.success(t('card.saved'));
    } catch (error) {
      failed(error, t('card.saveFailed'));
    }
  });
  const onTest = form.handleSubmit(async (body) => {
    try {
      toast.success((await test.mutateAsync(body)).message);
    } catch (error) {
      failed(error, t('card.testFailed'));
    }
  });

  return (
    <div className="mt-5 grid gap-6 lg:grid-cols-2">
      <form id={FORM_ID} noValidate onSubmit={(e) => void onSave(e)} className="space-y-5">
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Toggle
              label={t('card.fields.enabled')}
              description={t('card.fields.enabledHint', { grace })}
              checked={field.value ?? false}
              onChange={field.onChange}
            />
          )}
        />
        <Textarea
          label={t('card.fields.template')}
          hint={t('card.fields.templateHint', {
            variables: DISCORD_CARD_VARIABLES.map((v) => `{${v}}`).join(' '),
          })}
          rows={3}
          maxLength={500}
          error={
            unknown.length > 0
              ? t('card.fields.unknown', { variables: unknown.map((v) => `{${v}}`).join(', ') })
              : message(errors.template?.message)
          }
          {...form.register('template')}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          <Controller
            control={form.control}
            name="mention"
            render={({ field }) => (
              <Select
                label={t('card.fields.mention')}
                options={(['none', 'here', 'everyone', 'role'] as const).map((value) => ({
                  value,
                  label: t(`card.mention.${value}`),
                }))}
                value={field.value ?? 'none'}
                onChange={(value) => field.onChange(value ?? 'none')}
              />
            )}
          />
          {values.mention === 'role' && (
            <TextInput
              label={t('card.fields.roleId')}
              hint={t('card.fields.roleIdHint')}
              inputMode="numeric"
              autoComplete="off"
              error={message(errors.roleId?.message)}
              {...form.register('roleId', { setValueAs: (v: string) => (v ? v : null) })}
            />
          )}
        </div>
        <fieldset className="grid gap-3 rounded-xl bg-surface-850 p-4 ring-1 ring-surface-700 sm:grid-cols-2">
          <legend className="sr-only">{t('card.fields.show')}</legend>
          {[...SHOW, 'liveUpdates' as const].map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <Toggle
                  size="sm"
                  label={t(`card.fields.${key}`)}
                  checked={field.value ?? true}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </fieldset>
        <Controller
          control={form.control}
          name="onEnd"
          render={({ field }) => (
            <Select
              label={t('card.fields.onEnd')}
              hint={t('card.fields.onEndHint', { grace })}
              options={(['recap', 'delete', 'leave'] as const).map((value) => ({
                value,
                label: t(`card.onEnd.${value}`),
              }))}
              value={field.value ?? 'recap'}
              onChange={(value) => field.onChange(value ?? 'recap')}
            />
          )}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            loading={form.formState.isSubmitting && !test.isPending}
            disabled={unknown.length > 0}
          >
            {t('card.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={test.isPending}
            disabled={unknown.length > 0}
            icon={<Send size={14} aria-hidden="true" />}
            onClick={() => void onTest()}
          >
            {t('card.sendTest')}
          </Button>
        </div>
        <DiscordCardOutcome status={answer.status} />
      </form>
      <div className="space-y-2">
        <p className="text-sm font-medium text-zinc-200">{t('card.preview.heading')}</p>
        <DiscordCardPreview settings={values} channel={channel} />
        <p className="text-xs text-zinc-400">{t('card.preview.note')}</p>
      </div>
    </div>
  );
}
