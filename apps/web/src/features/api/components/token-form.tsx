import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import {
  API_AREAS,
  API_TOKEN_EXPIRY_DAYS,
  createApiTokenSchema,
  type ApiArea,
  type ApiScope,
  type CreatedApiToken,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { useValidationMessage } from '../../../lib/use-zod-form';
import { useCreateApiToken } from '../hooks/use-api-settings';
import { useErrorText } from '../hooks/use-error-text';

const AREAS = Object.keys(API_AREAS) as ApiArea[];
type Expiry = (typeof API_TOKEN_EXPIRY_DAYS)[number] | null;
const EXPIRIES: Expiry[] = [...API_TOKEN_EXPIRY_DAYS, null];

/** Name, scopes (read and write per area) and expiry of a new token. */
export function TokenForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const { t } = useTranslation('api');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiry, setExpiry] = useState<Expiry>(90);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiTokenSchema.safeParse({ name, scopes, expiresInDays: expiry });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'scopes' ? 'scopes' : 'name';
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(t('tokens.created', { name: created.token.name }));
        setName('');
        setScopes([]);
        onCreated(created);
      },
      onError: (error) => toast.error(errorText(error, t('tokens.createFailed'))),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('tokens.new')}
      className="mb-4 space-y-5 rounded-xl border border-surface-700 bg-surface-900 p-5"
    >
      <TextInput
        label={t('tokens.name')}
        placeholder={t('tokens.namePlaceholder')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        disabled={disabled}
      />
      <fieldset>
        <legend className="text-sm font-medium text-zinc-200">{t('tokens.scopes')}</legend>
        <p className="mt-0.5 text-xs text-zinc-400">{t('tokens.scopesHint')}</p>
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {AREAS.map((area) => (
            <div
              key={area}
              role="group"
              aria-label={t(`areas.${area}`)}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg bg-surface-850 px-3 py-2.5 ring-1 ring-inset ring-surface-700"
            >
              <span className="text-sm font-medium text-white">{t(`areas.${area}`)}</span>
              <span className="flex gap-4">
                {API_AREAS[area].map((access) => {
                  const scope = `${area}:${access}` as ApiScope;
                  return (
                    <Checkbox
                      key={scope}
                      label={t(`access.${access}`)}
                      checked={scopes.includes(scope)}
                      onChange={(on) => toggle(scope, on)}
                      disabled={disabled}
                    />
                  );
                })}
              </span>
            </div>
          ))}
        </div>
        {errors.scopes && (
          <p role="alert" className="mt-2 text-sm text-red-400">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-zinc-200">{t('tokens.expiry')}</legend>
        <div className="mt-2 flex flex-wrap gap-2" role="radiogroup">
          {EXPIRIES.map((days) => (
            <label
              key={String(days)}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-surface-850 px-3 py-1.5 text-sm text-zinc-200 ring-1 ring-inset ring-surface-700 has-checked:bg-brand-500/15 has-checked:text-white has-checked:ring-brand-500/60"
            >
              <input
                type="radio"
                name="expiry"
                className="accent-brand-500"
                checked={expiry === days}
                onChange={() => setExpiry(days)}
                disabled={disabled}
              />
              {days === null ? t('tokens.never') : t('tokens.expiryDays', { count: days })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          loading={create.isPending}
          disabled={disabled}
          icon={<Plus size={16} aria-hidden="true" />}
        >
          {t('tokens.create')}
        </Button>
        {disabled && <p className="text-sm text-amber-300">{t('tokens.full')}</p>}
      </div>
    </form>
  );
}
