import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import { parsePointsCsv, type PointsViewer, type RefusedRow } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { NumberInput } from '../../../components/ui/number-input';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import {
  useAdjustPoints,
  useExportPoints,
  useImportPoints,
  usePointsViewers,
} from '../hooks/use-points';
import { intlLocale } from '../../../app/i18n';

const LIMIT = 25;

/** One viewer's manual change: an amount (negative takes) and the reason the ledger keeps. */
function AdjustRow({ viewer, onDone }: { viewer: PointsViewer; onDone: () => void }) {
  const { t } = useTranslation('points');
  const adjust = useAdjustPoints();
  const [amount, setAmount] = useState(0);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  return (
    <form
      className="grid gap-3 border-t border-surface-800 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        adjust.mutate(
          { username: viewer.username, amount, reason },
          {
            onSuccess: (saved) => {
              toast.success(
                t('viewers.adjusted', { name: saved.username, balance: saved.balance }),
              );
              onDone();
            },
            onError: (e) =>
              setError(
                e instanceof ApiRequestError
                  ? { ...(e.field ? { field: e.field } : {}), message: e.message }
                  : { message: t('actionFailed') },
              ),
          },
        );
      }}
    >
      <NumberInput
        label={t('viewers.amount')}
        value={amount}
        step={1}
        onChange={setAmount}
        error={error?.field === 'amount' ? error.message : undefined}
      />
      <TextInput
        label={t('viewers.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        error={error && error.field !== 'amount' ? error.message : undefined}
      />
      <Button type="submit" loading={adjust.isPending}>
        {t('viewers.apply')}
      </Button>
    </form>
  );
}

/** Import of a CSV (username, points): read here first, so refused rows show before sending. */
function ImportBox() {
  const { t } = useTranslation('points');
  const upload = useImportPoints();
  const [refused, setRefused] = useState<RefusedRow[]>([]);
  const [mode, setMode] = useState<'add' | 'set'>('add');
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const csv = await file.text();
    const parsed = parsePointsCsv(csv);
    setRefused(parsed.refused);
    if (parsed.refused.length > 0) return;
    upload.mutate(
      { csv, mode },
      {
        onSuccess: (result) => toast.success(t('import.done', { count: result.imported })),
        onError: (e) => toast.error(e instanceof ApiRequestError ? e.message : t('actionFailed')),
      },
    );
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-surface-800 px-3 py-2 text-sm font-medium text-zinc-100 ring-1 ring-surface-700 hover:bg-surface-700">
          <Upload aria-hidden className="size-4" />
          {t('import.choose')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-zinc-300">
          <input
            type="checkbox"
            checked={mode === 'set'}
            onChange={(event) => setMode(event.target.checked ? 'set' : 'add')}
          />
          {t('import.set')}
        </label>
      </div>
      <p className="text-xs text-zinc-400">{t('import.hint')}</p>
      {refused.length > 0 && (
        <div
          role="alert"
          className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-200"
        >
          <p className="font-medium">{t('import.refused', { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.slice(0, 20).map((row) => (
              <li key={row.line}>{t('import.row', { line: row.line, reason: row.reason })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The viewers with their balance, rank and last seen: search, pages, manual change, CSV. */
export function ViewersCard() {
  const { t, i18n } = useTranslation('points');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const viewers = usePointsViewers(search.trim(), page, LIMIT);
  const exportCsv = useExportPoints();
  const data = viewers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LIMIT)) : 1;
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(intlLocale(i18n.language), {
          dateStyle: 'medium',
          timeStyle: 'short',
        })
      : '–';
  return (
    <section
      aria-labelledby="points-viewers-title"
      className="space-y-4 rounded-2xl border border-surface-700 bg-surface-900/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="points-viewers-title" className="font-semibold text-white">
          {t('viewers.title')}
        </h2>
        <Button
          variant="secondary"
          icon={<Download aria-hidden className="size-4" />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {t('viewers.export')}
        </Button>
      </div>
      <TextInput
        label={t('viewers.search')}
        value={search}
        maxLength={25}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {!data ? (
        <p aria-busy="true" className="text-sm text-zinc-400">
          {viewers.isError ? t('loadFailed') : t('loading')}
        </p>
      ) : data.viewers.length === 0 ? (
        <p className="text-sm text-zinc-400">
          {search ? t('viewers.noMatch') : t('viewers.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-surface-800 overflow-hidden rounded-xl border border-surface-800">
          {data.viewers.map((viewer) => (
            <li key={viewer.username}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                <span className="w-10 font-mono text-zinc-400">#{viewer.rank}</span>
                <span className="min-w-0 flex-1 truncate font-medium text-white">
                  {viewer.username}
                </span>
                <span className="font-mono text-zinc-100">
                  {viewer.balance.toLocaleString(intlLocale(i18n.language))}
                </span>
                <span className="w-full text-xs text-zinc-400 sm:w-44 sm:text-right">
                  {t('viewers.lastSeen', { when: when(viewer.lastSeenAt) })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={open === viewer.username}
                  onClick={() => setOpen(open === viewer.username ? null : viewer.username)}
                >
                  {t('viewers.adjust')}
                </Button>
              </div>
              {open === viewer.username && (
                <AdjustRow viewer={viewer} onDone={() => setOpen(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between gap-3 text-sm text-zinc-300">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('viewers.previous')}
          </Button>
          <span>{t('viewers.page', { page, pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('viewers.next')}
          </Button>
        </div>
      )}
      <ImportBox />
    </section>
  );
}
