import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, ExternalLink, KeyRound, Plus, Webhook } from 'lucide-react';
import {
  API_TOKENS_MAX,
  WEBHOOK_ENDPOINTS_MAX,
  type ApiToken,
  type CreatedApiToken,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@kyo/contracts';
import { PageHeader } from '../../../components/page';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import {
  useApiTokens,
  useCreateWebhook,
  useDeleteWebhook,
  useUpdateWebhook,
  useWebhooks,
  type WebhookInput,
} from '../hooks/use-api-settings';
import { useErrorText } from '../hooks/use-error-text';
import { ListState, Section } from '../components/section';
import { SecretReveal } from '../components/secret-reveal';
import { TokenForm } from '../components/token-form';
import { TokenList } from '../components/token-list';
import { WebhookCard } from '../components/webhook-card';
import { WebhookFormDialog } from '../components/webhook-form';

const NO_TOKENS: ApiToken[] = [];
const NO_ENDPOINTS: WebhookEndpoint[] = [];
/** Served by the server (its own page and policy), not a route of the dashboard. */
const REFERENCE_URL = '/documentation/api/reference';

/** `/profile/settings/api`: personal access tokens and outgoing webhooks (docs/api.md). */
export default function ApiSettingsPage() {
  const { t } = useTranslation('api');
  const errorText = useErrorText();
  const tokens = useApiTokens();
  const webhooks = useWebhooks();
  const createWebhook = useCreateWebhook();
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const [newToken, setNewToken] = useState<CreatedApiToken | null>(null);
  const [newSecret, setNewSecret] = useState<WebhookWithSecret | null>(null);
  const [form, setForm] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [now] = useState(() => Date.now());

  const tokenList = tokens.data?.tokens ?? NO_TOKENS;
  const activeTokens = tokenList.filter((tk) => !tk.expiresAt || Date.parse(tk.expiresAt) > now);
  const endpoints = webhooks.data?.endpoints ?? NO_ENDPOINTS;
  const endpointsFull = endpoints.length >= WEBHOOK_ENDPOINTS_MAX;

  const save = (input: WebhookInput) => {
    const editing = form?.editing;
    const onError = (error: unknown) => toast.error(errorText(error, t('webhooks.saveFailed')));
    if (editing)
      updateWebhook.mutate(
        { id: editing.id, ...input },
        {
          onSuccess: () => {
            toast.success(t('webhooks.saved'));
            setForm(null);
          },
          onError,
        },
      );
    else
      createWebhook.mutate(input, {
        onSuccess: (created) => {
          toast.success(t('webhooks.created'));
          setNewSecret(created);
          setForm(null);
        },
        onError,
      });
  };

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('subtitle')} />
      <div className="-mt-2 mb-8 flex flex-wrap gap-2">
        <ButtonLink to="/documentation#api" variant="secondary" size="sm">
          <BookOpen size={15} aria-hidden="true" />
          {t('docs')}
        </ButtonLink>
        <a href={REFERENCE_URL} className={buttonClasses('secondary', 'sm')}>
          <ExternalLink size={15} aria-hidden="true" />
          {t('reference')}
        </a>
      </div>

      <Section
        id="api-tokens"
        icon={KeyRound}
        title={t('tokens.title')}
        description={t('tokens.body')}
        corner={
          tokens.data && (
            <Chip size="sm" variant={activeTokens.length >= API_TOKENS_MAX ? 'warning' : 'neutral'}>
              {t('tokens.count', { count: activeTokens.length, max: API_TOKENS_MAX })}
            </Chip>
          )
        }
      >
        {newToken && (
          <SecretReveal
            label={newToken.token.name}
            secret={newToken.secret}
            onDone={() => setNewToken(null)}
          />
        )}
        <TokenForm disabled={activeTokens.length >= API_TOKENS_MAX} onCreated={setNewToken} />
        <TokenList
          tokens={tokenList}
          loading={tokens.isPending}
          failed={tokens.isError}
          now={now}
        />
      </Section>

      <Section
        id="api-webhooks"
        icon={Webhook}
        title={t('webhooks.title')}
        description={t('webhooks.body')}
        corner={
          webhooks.data && (
            <Chip size="sm" variant={endpointsFull ? 'warning' : 'neutral'}>
              {t('webhooks.count', { count: endpoints.length, max: WEBHOOK_ENDPOINTS_MAX })}
            </Chip>
          )
        }
      >
        {newSecret && (
          <SecretReveal
            label={newSecret.endpoint.url}
            secret={newSecret.secret}
            onDone={() => setNewSecret(null)}
          />
        )}
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <Button
            icon={<Plus size={16} aria-hidden="true" />}
            disabled={!webhooks.data || endpointsFull}
            onClick={() => setForm({ editing: null })}
          >
            {t('webhooks.new')}
          </Button>
          {endpointsFull && <p className="text-sm text-amber-300">{t('webhooks.full')}</p>}
        </div>
        {webhooks.isPending ? (
          <ListState>
            <Spinner label={t('webhooks.title')} />
          </ListState>
        ) : webhooks.isError ? (
          <ListState>
            <span role="alert">{t('webhooks.loadFailed')}</span>
          </ListState>
        ) : endpoints.length === 0 ? (
          <ListState>{t('webhooks.empty')}</ListState>
        ) : (
          <ul aria-label={t('webhooks.title')} className="space-y-3">
            {endpoints.map((endpoint) => (
              <WebhookCard
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setForm({ editing: endpoint })}
                onDelete={() => setDeleting(endpoint)}
                onSecret={setNewSecret}
              />
            ))}
          </ul>
        )}
      </Section>

      <WebhookFormDialog
        open={form !== null}
        editing={form?.editing ?? null}
        busy={createWebhook.isPending || updateWebhook.isPending}
        onSave={save}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteBody', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete')}
        busy={deleteWebhook.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteWebhook.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('webhooks.deleted'));
              setDeleting(null);
            },
            onError: (error) => toast.error(errorText(error, t('webhooks.actionFailed'))),
          });
        }}
      />
    </>
  );
}
