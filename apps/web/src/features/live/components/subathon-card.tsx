import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatAdded,
  formatClock,
  parseDuration,
  remainingAt,
  subathonEndpoints,
  type SubathonControl,
  type SubathonReading,
} from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';
import { SubathonRules } from './subathon-rules';

const card = 'min-w-0 rounded-xl border border-surface-800 bg-surface-900/60 p-4 sm:p-5';
const field =
  'w-full min-w-0 rounded-lg border border-surface-700 bg-surface-900 px-3 py-2 text-sm text-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500';
const failed = (error: unknown) =>
  toast.error(error instanceof ApiRequestError ? error.message : String(error));

export function useSubathon() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: ['live', owner ?? 'mine', 'subathon'],
    queryFn: async () => {
      const reading = await apiRequest(subathonEndpoints.read, { query });
      // The server's clock minus this page's: the countdown runs on the server's time.
      return { reading, offset: reading.state.at - Date.now() };
    },
    refetchInterval: 5_000,
  });
}

/** The time left now, ticking: the server's end, on the server's clock. */
function useLeft(reading: SubathonReading | undefined, offset: number): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  const running = reading?.state.status === 'running';
  useEffect(() => {
    setNow(Date.now() + offset);
    if (!running) return;
    const id = setInterval(() => setNow(Date.now() + offset), 250);
    return () => clearInterval(id);
  }, [running, offset, reading]);
  return reading ? remainingAt(reading.state, now) : 0;
}

/**
 * /live's subathon card (docs/subathon.md): the time left, start, pause, resume, add and
 * subtract (a duration as chat types it: 10m, 1h30m, 1:30:00), the last adds, and the rules.
 */
export function SubathonCard() {
  const { t } = useTranslation('live');
  const id = useId();
  const { owner, query } = useBotChannel();
  const client = useQueryClient();
  const subathon = useSubathon();
  const reading = subathon.data?.reading;
  const left = useLeft(reading, subathon.data?.offset ?? 0);
  const [amount, setAmount] = useState('5m');
  const [rules, setRules] = useState(false);
  const control = useMutation({
    mutationFn: (body: SubathonControl) => apiRequest(subathonEndpoints.control, { query, body }),
    onSuccess: (next) =>
      client.setQueryData(['live', owner ?? 'mine', 'subathon'], {
        reading: next,
        offset: next.state.at - Date.now(),
      }),
    onError: failed,
  });
  const status = reading?.state.status ?? 'idle';
  const active = status === 'running' || status === 'paused';
  const seconds = parseDuration(amount);
  const act = (action: SubathonControl['action'], withSeconds = false) => {
    if (withSeconds && seconds === null) return;
    control.mutate(withSeconds ? { action, seconds: seconds! } : { action });
  };
  return (
    <section className={card} aria-labelledby={`${id}-heading`} data-testid="subathon-card">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-white">
          {t('subathon.heading')}
        </h2>
        <span className="text-xs text-zinc-400">{t(`subathon.status.${status}`)}</span>
      </div>
      <p
        className="mb-3 font-mono text-4xl font-bold tabular-nums text-white"
        role="timer"
        aria-live="off"
        data-testid="subathon-left"
      >
        {formatClock(left)}
      </p>
      <div className="flex flex-wrap gap-2">
        {!active ? (
          <Button size="sm" onClick={() => act('start', true)} disabled={control.isPending}>
            {t('subathon.start')}
          </Button>
        ) : status === 'running' ? (
          <Button size="sm" variant="secondary" onClick={() => act('pause')}>
            {t('subathon.pause')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => act('resume')}>
            {t('subathon.resume')}
          </Button>
        )}
        {active && (
          <Button size="sm" variant="ghost" onClick={() => act('stop')}>
            {t('subathon.stop')}
          </Button>
        )}
      </div>
      <div className="mt-3 flex min-w-0 flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-32">
          <label htmlFor={`${id}-amount`} className="mb-1 block text-sm text-zinc-300">
            {active ? t('subathon.amount') : t('subathon.length')}
          </label>
          <input
            id={`${id}-amount`}
            className={field}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={seconds === null}
            aria-describedby={`${id}-amount-hint`}
          />
        </div>
        {active && (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={seconds === null || control.isPending}
              onClick={() => act('add', true)}
            >
              {t('subathon.add')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={seconds === null || control.isPending}
              onClick={() => act('subtract', true)}
            >
              {t('subathon.subtract')}
            </Button>
          </>
        )}
      </div>
      <p
        id={`${id}-amount-hint`}
        className={`mt-1 text-xs ${seconds === null ? 'text-red-300' : 'text-zinc-500'}`}
      >
        {seconds === null ? t('subathon.badAmount') : t('subathon.amountHint')}
      </p>
      {reading && reading.recent.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-medium text-zinc-200">{t('subathon.recent')}</h3>
          <ul className="space-y-1 text-sm text-zinc-300">
            {reading.recent.slice(0, 5).map((add) => (
              <li key={`${add.at}-${add.name}-${add.seconds}`} className="flex min-w-0 gap-2">
                <span className="font-mono text-brand-300 tabular-nums">
                  {formatAdded(add.seconds)}
                </span>
                <span className="min-w-0 flex-1 truncate">
                  {t(`subathon.source.${add.source}`, { defaultValue: add.source })} · {add.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3 text-xs text-zinc-500">{t('subathon.chatHint')}</p>
      <Button
        size="sm"
        variant="ghost"
        className="mt-2"
        aria-expanded={rules}
        onClick={() => setRules((open) => !open)}
      >
        {rules ? t('subathon.hideRules') : t('subathon.rules')}
      </Button>
      {rules && reading && <SubathonRules rules={reading.rules} />}
    </section>
  );
}
