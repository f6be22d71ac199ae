import type { ClientStatus } from './reconnecting-socket';

const colors: Record<ClientStatus['state'], string> = {
  connecting: '#facc15',
  open: '#53fc18',
  reconnecting: '#fb923c',
  dead: '#f87171',
};

/** `?debug=1`: the connection as the overlay sees it. Off by default; viewers never see it. */
export function DebugPanel({
  status,
  type,
  events,
}: {
  status: ClientStatus | null;
  type: string | null;
  events: number;
}) {
  const state = status?.state ?? 'connecting';
  const rows: [string, string][] = [
    ['widget', type ?? '…'],
    ['epoch', status?.epoch ?? '…'],
    ['seq', `${status?.received ?? 0} received, ${status?.acked ?? 0} shown`],
    ['events', String(events)],
    ['retries', String(status?.attempt ?? 0)],
    ['last close', status?.lastCloseCode ? String(status.lastCloseCode) : '—'],
  ];
  if (status?.lastError) rows.push(['error', status.lastError]);
  return (
    <aside className="kyo-overlay-debug" data-testid="overlay-debug" data-state={state}>
      <strong>
        <span className="kyo-overlay-dot" style={{ background: colors[state] }} />
        {state}
      </strong>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
