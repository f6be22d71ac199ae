import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Inbox, RefreshCw } from 'lucide-react';
import { demoEndpoints, type OutboxMessage } from '@kyo/contracts';
import { Page, PageHeader, PlannedNotice } from '../../../components/page';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiRequest } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../app/i18n';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** The mail body as text, with its links clickable. Mail is data: never rendered as HTML here. */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-zinc-300">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            className="font-medium text-brand-400 underline-offset-2 hover:underline"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** Demo mode: the e-mails the app would have sent, so verification works offline. */
export default function DevMailPage() {
  const { t, i18n } = useTranslation('outbox');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['demo-outbox'],
    queryFn: () => apiRequest(demoEndpoints.outbox, {}),
    refetchInterval: 3000,
    retry: false,
  });
  const messages = query.data?.messages ?? [];
  const selected: OutboxMessage | undefined =
    messages.find((m) => m.id === selectedId) ?? messages[0];
  const firstLink = selected ? /https?:\/\/\S+/.exec(selected.text)?.[0] : undefined;
  const time = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(i18n.resolvedLanguage), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <Page>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        description={t('subtitle')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshCw size={14} aria-hidden="true" />}
            onClick={() => void query.refetch()}
          >
            {t('refresh')}
          </Button>
        }
      />
      {query.isPending ? (
        <div className="flex justify-center py-16 text-brand-400">
          <Spinner size={28} />
        </div>
      ) : query.isError ? (
        <PlannedNotice title={t('unavailableTitle')}>{t('unavailableBody')}</PlannedNotice>
      ) : messages.length === 0 ? (
        <PlannedNotice title={t('emptyTitle')}>{t('emptyBody')}</PlannedNotice>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[320px_1fr]">
          <ul aria-label={t('listLabel')} className="space-y-2">
            {messages.map((mail) => (
              <li key={mail.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(mail.id)}
                  aria-current={selected?.id === mail.id}
                  className={cn(
                    'w-full rounded-lg border px-4 py-3 text-left transition-colors',
                    selected?.id === mail.id
                      ? 'border-brand-500/50 bg-brand-500/10'
                      : 'border-surface-700 bg-surface-900 hover:bg-surface-800',
                  )}
                >
                  <p className="truncate text-sm font-semibold text-white">{mail.subject}</p>
                  <p className="mt-1 truncate text-xs text-zinc-400">
                    {mail.to} · {time(mail.createdAt)}
                  </p>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <article className="rounded-xl border border-surface-700 bg-surface-900 p-6">
              <div className="flex flex-wrap items-start justify-between gap-3 border-b border-surface-700 pb-4">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold text-white">{selected.subject}</h2>
                  <p className="mt-1 text-sm text-zinc-400">
                    {t('to')} {selected.to} · {time(selected.createdAt)}
                  </p>
                </div>
                {firstLink && (
                  <a
                    href={firstLink}
                    className="inline-flex h-9 items-center gap-2 rounded-lg bg-brand-500 px-3 text-sm font-semibold text-surface-950 hover:bg-brand-400"
                  >
                    <ExternalLink size={14} aria-hidden="true" />
                    {t('openLink')}
                  </a>
                )}
              </div>
              <div className="pt-4">
                <MailText text={selected.text} />
              </div>
            </article>
          )}
        </div>
      )}
      <p className="mt-8 flex items-center gap-2 text-xs text-zinc-500">
        <Inbox size={14} aria-hidden="true" /> {t('footnote')}
      </p>
    </Page>
  );
}
