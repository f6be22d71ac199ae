import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Lock, LockOpen, Shuffle, Square } from 'lucide-react';
import type { Giveaway } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useDrawGiveaway, useGiveawayAction, useGiveawayEntries } from '../hooks/use-games';
import { entriesCsv, entriesFileName } from '../lib/entries-csv';
import { DrawRecord } from './draw-record';
import { GiveawayRules } from './giveaway-rules';
import { Panel } from './game-hint';
import { WinnersList } from './winners-list';
import { intlLocale } from '../../../app/i18n';

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The running giveaway: entries counting, how to enter, the draw, the winners and the record. */
export function ActiveGiveaway({ giveaway }: { giveaway: Giveaway }) {
  const { t, i18n } = useTranslation('games');
  const action = useGiveawayAction();
  const draw = useDrawGiveaway();
  const entriesOf = useGiveawayEntries();
  const [ending, setEnding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const g = giveaway;
  const locale = intlLocale(i18n.resolvedLanguage);
  const taken = g.draws.filter((d) => d.status !== 'timed_out').length;
  const missing = Math.max(0, g.winners - taken);
  const failed = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 409 && draw.isError)
      toast.warning(t('giveaways.drawRaced'));
    else
      toast.error(error instanceof ApiRequestError ? error.message : t('giveaways.actionFailed'));
  };
  const run = (name: 'close' | 'reopen' | 'end') =>
    action.mutate({ id: g.id, action: name }, { onError: failed });
  const ways = [...(g.command ? [`!${g.command}`] : []), ...(g.keyword ? [g.keyword] : [])];

  const exportEntries = async () => {
    setExporting(true);
    try {
      const { entries } = await entriesOf(g.id);
      download(entriesFileName(g.title, g.createdAt), entriesCsv(entries));
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : t('giveaways.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <Panel labelledBy="active-giveaway">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="active-giveaway" className="text-xl font-bold text-white">
                {g.title}
              </h2>
              <Chip variant={g.status === 'open' ? 'success' : 'warning'}>
                {t(`giveaways.status.${g.status}`)}
              </Chip>
            </div>
            <p className="text-sm text-zinc-300">
              <span className="text-zinc-400">{t('giveaways.howToEnter')}: </span>
              {ways.map((way, i) => (
                <span key={way}>
                  {i > 0 && <span className="text-zinc-400"> {t('giveaways.or')} </span>}
                  <code className="rounded bg-surface-800 px-1.5 py-0.5 text-brand-300">{way}</code>
                </span>
              ))}
            </p>
            <GiveawayRules giveaway={g} />
          </div>
          <div className="flex shrink-0 gap-6 lg:text-right">
            <div>
              <p className="text-4xl font-extrabold tabular-nums text-white" data-testid="entries">
                {g.entries.toLocaleString(locale)}
              </p>
              <p className="text-xs text-zinc-400">
                {t('giveaways.entries', { count: g.entries })}
              </p>
            </div>
            <div>
              <p className="text-4xl font-extrabold tabular-nums text-zinc-300">
                {g.tickets.toLocaleString(locale)}
              </p>
              <p className="text-xs text-zinc-400">
                {t('giveaways.tickets', { count: g.tickets })}
              </p>
            </div>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-2 border-t border-surface-700 pt-5">
          {missing > 0 && (
            <Button
              icon={<Shuffle aria-hidden className="size-4" />}
              loading={draw.isPending}
              disabled={g.entries === 0}
              onClick={() =>
                draw.mutate({ id: g.id, expectedDraws: g.draws.length }, { onError: failed })
              }
            >
              {g.draws.length === 0
                ? t('giveaways.drawAll', { count: missing })
                : t('giveaways.drawMore', { count: missing })}
            </Button>
          )}
          {g.status === 'open' && (
            <Button
              variant="secondary"
              icon={<Lock aria-hidden className="size-4" />}
              loading={action.isPending && action.variables?.action === 'close'}
              onClick={() => run('close')}
            >
              {t('giveaways.close')}
            </Button>
          )}
          {g.status === 'closed' && g.draws.length === 0 && (
            <Button
              variant="secondary"
              icon={<LockOpen aria-hidden className="size-4" />}
              loading={action.isPending && action.variables?.action === 'reopen'}
              onClick={() => run('reopen')}
            >
              {t('giveaways.reopen')}
            </Button>
          )}
          <Button
            variant="secondary"
            icon={<Download aria-hidden className="size-4" />}
            loading={exporting}
            disabled={g.entries === 0}
            onClick={() => void exportEntries()}
          >
            {t('giveaways.export')}
          </Button>
          <Button
            variant="ghost"
            className="sm:ml-auto"
            icon={<Square aria-hidden className="size-4" />}
            onClick={() => setEnding(true)}
          >
            {t('giveaways.end')}
          </Button>
        </div>
        {g.entries === 0 && <p className="mt-4 text-sm text-zinc-400">{t('giveaways.empty')}</p>}
      </Panel>
      <Panel title={t('giveaways.winners')} labelledBy="giveaway-winners">
        <WinnersList draws={g.draws} />
      </Panel>
      {g.draws.length > 0 && (
        <Panel title={t('giveaways.audit.title')} labelledBy="giveaway-record">
          <DrawRecord draws={g.draws} />
        </Panel>
      )}
      <ConfirmDialog
        open={ending}
        title={t('giveaways.confirmEnd', { title: g.title })}
        description={t('giveaways.confirmEndBody')}
        confirmLabel={t('giveaways.end')}
        busy={action.isPending}
        onConfirm={() =>
          action.mutate(
            { id: g.id, action: 'end' },
            { onSuccess: () => setEnding(false), onError: failed },
          )
        }
        onClose={() => setEnding(false)}
      />
    </div>
  );
}
