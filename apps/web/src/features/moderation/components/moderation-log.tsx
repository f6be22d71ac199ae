import { useTranslation } from 'react-i18next';
import { ScrollText, Undo2 } from 'lucide-react';
import type { ModerationLogEntry } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/use-zod-form';
import { useModerationLog, useUndo } from '../hooks/use-moderation';
import { intlLocale } from '../../../app/i18n';

const outcomeChip = {
  pending: 'info',
  done: 'success',
  failed: 'danger',
  logged: 'warning',
  undone: 'neutral',
} as const;

/** A pill whose words wrap instead of being cut (the design system's Chip keeps one line). */
const PILL =
  'inline-block max-w-full rounded-2xl px-2 py-0.5 text-[11px] leading-4 font-medium ring-1 ring-inset wrap-anywhere';
const PILL_TONE = {
  neutral: 'bg-surface-700 text-zinc-200 ring-surface-600',
  warning: 'bg-amber-500/15 text-amber-200 ring-amber-500/30',
} as const;

function when(iso: string, locale?: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return date.toLocaleString(locale, {
    ...(today ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** What moderation did and why, newest first, with Undo for a timeout or ban. */
export function ModerationLog() {
  const { t, i18n } = useTranslation('moderation');
  const log = useModerationLog();
  const undo = useUndo();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const action = (entry: ModerationLogEntry) => {
    const done = t(`log.actions.${entry.action}`, { minutes: entry.minutes });
    return entry.dryRun
      ? t('log.dryRun', {
          action: t(`log.wouldActions.${entry.action}`, { minutes: entry.minutes }),
        })
      : done;
  };
  /** What became of it, in words: what Kick did or why not, and the warning's fate. */
  const answer = (entry: ModerationLogEntry) => {
    const parts: string[] = [
      entry.outcome === 'done'
        ? t(`log.done.${entry.action}`, { minutes: entry.minutes })
        : t(`log.outcomes.${entry.outcome}`),
    ];
    if (entry.problem) parts.push(t(`log.problems.${entry.problem}`));
    // A copy-paste raid's notice rides on the line that started the raid (its action: delete).
    const notice = entry.rule === 'copy_paste' && entry.action !== 'warn';
    if (entry.warningHeld) parts.push(t(notice ? 'log.noticeHeld' : 'log.warningHeld'));
    else if (entry.warned !== null)
      parts.push(
        t(
          entry.warned
            ? notice
              ? 'log.noticePosted'
              : 'log.warned'
            : notice
              ? 'log.noticeFailed'
              : 'log.notWarned',
        ),
      );
    return parts;
  };
  const lift = (entry: ModerationLogEntry) =>
    undo.mutate(entry.id, {
      onSuccess: () => toast.success(t('log.undoDone', { name: entry.viewer.name })),
      onError: (error) =>
        toast.error(error instanceof ApiRequestError ? serverMessage(error) : t('log.undoFailed')),
    });

  return (
    <section
      aria-labelledby="moderation-log"
      data-testid="moderation-log"
      className="rounded-2xl border border-surface-700 bg-surface-900"
    >
      <header className="flex items-start gap-3 border-b border-surface-800 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-800 text-brand-400 ring-1 ring-surface-600">
          <ScrollText aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="moderation-log" className="text-base font-semibold text-white">
            {t('log.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('log.description')}</p>
        </div>
        {log.isFetching && <Spinner size={16} label={t('loading')} />}
      </header>
      {log.isError && entries.length === 0 ? (
        <p role="alert" className="p-5 text-sm text-red-300">
          {t('log.loadFailed')}
        </p>
      ) : log.isPending ? (
        <div className="h-24 animate-pulse" aria-busy="true" aria-label={t('loading')} />
      ) : entries.length === 0 ? (
        <p className="p-5 text-sm text-zinc-400">{t('log.empty')}</p>
      ) : (
        <>
          <div
            aria-hidden
            className="hidden grid-cols-[6rem_9rem_8.5rem_minmax(0,1fr)_9rem_12rem_5.5rem] gap-3 border-b border-surface-800 px-5 py-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase xl:grid"
          >
            <span>{t('log.time')}</span>
            <span>{t('log.viewer')}</span>
            <span>{t('log.rule')}</span>
            <span>{t('log.line')}</span>
            <span>{t('log.action')}</span>
            <span>{t('log.answer')}</span>
            <span />
          </div>
          <ul className="divide-y divide-surface-800">
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="log-entry"
                data-rule={entry.rule}
                data-outcome={entry.outcome}
                className="grid grid-cols-1 gap-x-3 gap-y-1.5 px-5 py-3 text-sm xl:grid-cols-[6rem_9rem_8.5rem_minmax(0,1fr)_9rem_12rem_5.5rem] xl:items-center"
              >
                <time dateTime={entry.at} className="text-xs text-zinc-400 tabular-nums">
                  {when(entry.at, intlLocale(i18n.resolvedLanguage))}
                </time>
                <span className="truncate font-semibold text-zinc-100">{entry.viewer.name}</span>
                <span>
                  <Chip size="sm" variant="info">
                    {t(`rules.${entry.rule}.name`)}
                  </Chip>
                </span>
                {/* A long link breaks anywhere: the page fits a phone's width. */}
                <span className="min-w-0 text-zinc-300 wrap-anywhere">{entry.excerpt}</span>
                <span className="min-w-0">
                  <span
                    data-testid="log-action"
                    className={`${PILL} ${PILL_TONE[entry.dryRun ? 'warning' : 'neutral']}`}
                  >
                    {action(entry)}
                  </span>
                </span>
                <span className="flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-zinc-400">
                  <Chip size="sm" variant={outcomeChip[entry.outcome]}>
                    {answer(entry)[0]}
                  </Chip>
                  <span className="min-w-0 wrap-anywhere">
                    {answer(entry).slice(1).join(' · ')}
                  </span>
                </span>
                <span className="xl:text-right">
                  {entry.undoable && (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Undo2 aria-hidden className="size-3.5" />}
                      aria-label={t('log.undoLabel', {
                        name: entry.viewer.name,
                        action: action(entry),
                      })}
                      loading={undo.isPending && undo.variables === entry.id}
                      onClick={() => lift(entry)}
                    >
                      {t('log.undo')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {log.hasNextPage && (
            <div className="border-t border-surface-800 p-4 text-center">
              <Button
                variant="ghost"
                size="sm"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t('log.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
