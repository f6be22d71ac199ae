import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Square, Trash2 } from 'lucide-react';
import type { Poll } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { LoadError } from '../../../components/load-error';
import { useNow } from '../../../lib/use-now';
import { GameHint, Panel } from '../components/game-hint';
import { PollBars } from '../components/poll-bars';
import { PollForm } from '../components/poll-form';
import { useDeletePoll, useEndPoll, usePolls } from '../hooks/use-games';
import { PageHeader } from '../../../components/page';
import { intlLocale } from '../../../app/i18n';

/** `1:05` or `0:42`. */
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function ActivePoll({ poll }: { poll: Poll }) {
  const { t } = useTranslation('games');
  const now = useNow(500);
  const end = useEndPoll();
  const left = Date.parse(poll.endsAt) - now;
  return (
    <Panel labelledBy="active-poll">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="active-poll" className="text-xl font-bold text-white">
            {poll.question}
          </h2>
          <p className="mt-1 text-sm text-zinc-400">
            {t('polls.howToVote', { max: poll.options.length })}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-2xl font-bold tabular-nums text-white" role="timer">
            {left > 0 ? t('polls.left', { time: clock(left) }) : t('polls.ending')}
          </p>
          <p className="text-sm text-zinc-400" data-testid="poll-total">
            {t('polls.votes', { count: poll.total })}
          </p>
        </div>
      </div>
      <PollBars poll={poll} />
      <div className="mt-5 flex justify-end border-t border-surface-700 pt-5">
        <Button
          variant="secondary"
          icon={<Square aria-hidden className="size-4" />}
          loading={end.isPending}
          onClick={() =>
            end.mutate(poll.id, {
              onError: (error) =>
                toast.error(
                  error instanceof ApiRequestError ? error.message : t('polls.actionFailed'),
                ),
            })
          }
        >
          {t('polls.end')}
        </Button>
      </div>
    </Panel>
  );
}

function PastPolls({ polls }: { polls: Poll[] }) {
  const { t, i18n } = useTranslation('games');
  const remove = useDeletePoll();
  const [deleting, setDeleting] = useState<Poll | null>(null);
  return (
    <Panel title={t('polls.past')} labelledBy="past-polls">
      {polls.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('polls.noPast')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {polls.map((poll) => (
            <li key={poll.id} className="rounded-xl border border-surface-700 bg-surface-850 p-4">
              <div className="mb-3 flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-white">{poll.question}</p>
                  <p className="text-xs text-zinc-400">
                    {t('polls.endedOn', {
                      date: new Date(poll.endedAt ?? poll.endsAt).toLocaleString(
                        intlLocale(i18n.resolvedLanguage),
                        { dateStyle: 'medium', timeStyle: 'short' },
                      ),
                    })}
                    {' · '}
                    {t('polls.votes', { count: poll.total })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('polls.delete')}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => setDeleting(poll)}
                />
              </div>
              <PollBars poll={poll} compact />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('polls.deleteTitle')}
        description={t('polls.deleteBody')}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast.error(
                error instanceof ApiRequestError ? error.message : t('polls.actionFailed'),
              ),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}

/** /bot/polls: start a chat poll, watch the votes come in, and keep the results. */
export default function PollsPage() {
  const { t } = useTranslation('games');
  const polls = usePolls();
  const data = polls.data;
  return (
    <>
      <PageHeader title={t('polls.title')} description={t('polls.description')} />
      <GameHint>
        <p>
          {t('widgetHint', { widget: t('widgetNames.poll') })}{' '}
          <Link
            to="/widget/poll"
            className="font-medium text-sky-300 underline-offset-2 hover:underline"
          >
            {t('widgetLink')}
          </Link>
        </p>
      </GameHint>
      {polls.isError ? (
        <LoadError error={polls.error} onRetry={() => void polls.refetch()} />
      ) : !data ? (
        <div aria-busy className="h-64 animate-pulse rounded-2xl bg-surface-900" />
      ) : (
        <div className="space-y-6">
          {data.active ? <ActivePoll poll={data.active} /> : <PollForm />}
          <PastPolls polls={data.past} />
        </div>
      )}
    </>
  );
}
