import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KICK_API_EVENT_TYPES,
  KYO_API_EVENT_TYPES,
  API_EVENT_TYPES,
  createWebhookSchema,
  type ApiEventType,
  type WebhookEndpoint,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { TextInput } from '../../../components/ui/text-input';
import { useValidationMessage } from '../../../lib/use-zod-form';
import type { WebhookInput } from '../hooks/use-api-settings';

const GROUPS = [
  { key: 'kickEvents', types: KICK_API_EVENT_TYPES },
  { key: 'kyoEvents', types: KYO_API_EVENT_TYPES },
] as const;

/** Adds or edits an endpoint: its URL and the events it gets. */
export function WebhookFormDialog({
  open,
  editing,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The endpoint being edited; null adds a new one. */
  editing: WebhookEndpoint | null;
  busy: boolean;
  onSave: (input: WebhookInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('api');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={editing ? t('webhooks.edit') : t('webhooks.add')}
    >
      {open && (
        <WebhookForm
          key={editing?.id ?? 'new'}
          editing={editing}
          busy={busy}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function WebhookForm({
  editing,
  busy,
  onSave,
  onClose,
}: {
  editing: WebhookEndpoint | null;
  busy: boolean;
  onSave: (input: WebhookInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('api');
  const { t: ui } = useTranslation('ui');
  const message = useValidationMessage();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<ApiEventType[]>(
    editing?.events ?? ['channel.followed', 'channel.subscription.new'],
  );
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const all = events.length === API_EVENT_TYPES.length;

  const toggle = (type: ApiEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, events });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'events' ? 'events' : 'url';
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextInput
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        placeholder="https://example.com/kyo"
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        error={errors.url}
        autoFocus
      />
      <fieldset>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <legend className="text-sm font-medium text-zinc-200">{t('webhooks.events')}</legend>
          <Checkbox
            label={t('webhooks.selectAll')}
            checked={all}
            indeterminate={!all && events.length > 0}
            onChange={(on) => setEvents(on ? [...API_EVENT_TYPES] : [])}
          />
        </div>
        {GROUPS.map((group) => (
          <div key={group.key} className="mt-3">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-zinc-400">
              {t(`webhooks.${group.key}`)}
            </p>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {group.types.map((type) => (
                <Checkbox
                  key={type}
                  label={<code className="font-mono text-[13px]">{type}</code>}
                  aria-label={type}
                  checked={events.includes(type)}
                  onChange={(on) => toggle(type, on)}
                />
              ))}
            </div>
          </div>
        ))}
        {errors.events && (
          <p role="alert" className="mt-2 text-sm text-red-400">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end gap-2 border-t border-surface-700 pt-4">
        <Button variant="secondary" onClick={onClose}>
          {ui('dialog.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {editing ? t('webhooks.save') : t('webhooks.add')}
        </Button>
      </div>
    </form>
  );
}
