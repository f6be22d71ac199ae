import type { EmulatorSnapshot } from '../../../emulator';
import type { FaultRule } from '../../../faults/faults.service';
import type { GrantView } from '../../tokens.control';
import { h, short, tid, timeOf } from './dom';

function grantButton(g: GrantView, op: string, testId: string, text: string, danger = false) {
  return h('button', {
    type: 'button',
    class: `button button--small${danger ? ' button--danger' : ''}`,
    'data-grant': g.grantId,
    'data-provider': g.provider,
    'data-op': op,
    'data-testid': testId,
    text,
  });
}

function renderGrant(g: GrantView): HTMLTableRowElement {
  const tokens = g.tokens.slice(-4).map((t) =>
    h('span', {
      class: `token token--${t.status}`,
      title: `${t.kind} ${t.status}${t.expiresAt ? ` until ${t.expiresAt}` : ''}`,
      text: `${t.kind[0]?.toUpperCase()} ${short(t.token)}`,
    }),
  );
  const actions = g.revoked
    ? [h('span', { class: 'muted', text: 'revoked' })]
    : [
        ...['access', 'refresh'].map((kind) =>
          grantButton(g, `expire-${kind}`, `token-expire-${kind}`, `Expire ${kind}`),
        ),
        grantButton(g, 'revoke', 'token-revoke', 'Revoke', true),
      ];
  return h('tr', { 'data-testid': 'token-row', 'data-provider': g.provider }, [
    h('td', { text: g.provider }),
    h('td', { text: g.account }),
    h('td', { text: g.clientId }),
    h('td', { class: 'scopes', text: g.scopes.join(' ') }),
    h('td', {}, tokens),
    h('td', { class: 'actions' }, actions),
  ]);
}

export function renderTokens(snapshot: EmulatorSnapshot): void {
  const rows = snapshot.tokens.slice(0, 30).map(renderGrant);
  tid('tokens-list').replaceChildren(
    ...(rows.length
      ? rows
      : [h('tr', {}, [h('td', { colspan: 6, class: 'muted', text: 'No tokens issued yet' })])]),
  );
}

function describeFault(f: FaultRule): string {
  let what =
    f.kind === 'timeout'
      ? 'timeout'
      : String(f.status) +
        (f.quotaExceeded ? ' quota' : '') +
        (f.retryAfterSeconds !== null ? ` (Retry-After ${f.retryAfterSeconds})` : '');
  if (f.every !== null) what += ` · 1 request in ${f.every}`;
  const left =
    f.remaining !== null
      ? `${f.remaining} left`
      : f.expires_at !== null
        ? `until ${timeOf(new Date(f.expires_at).toISOString())}`
        : 'until cleared';
  return `${f.provider} ${f.method || 'any'} ${f.pathContains || '*'} → ${what} · ${left} · ${f.hits} hit`;
}

export function renderFaults(snapshot: EmulatorSnapshot): void {
  tid('faults-list').replaceChildren(
    ...snapshot.faults.map((f) =>
      h('li', { 'data-testid': 'fault-row' }, [
        h('span', { text: describeFault(f) }),
        h('button', {
          type: 'button',
          class: 'button button--small',
          'data-remove-fault': f.id,
          text: 'Remove',
        }),
      ]),
    ),
  );
}

export function renderDeliveries(snapshot: EmulatorSnapshot): void {
  tid('webhook-url').textContent = snapshot.kick.webhookUrl || 'not configured';
  tid('deliveries-list').replaceChildren(
    ...snapshot.kick.deliveries.slice(0, 25).map((d) =>
      h(
        'tr',
        { 'data-testid': 'delivery-row', 'data-state': d.state, class: `delivery--${d.state}` },
        [
          h('td', { text: timeOf(d.createdAt) }),
          h('td', { text: d.event }),
          h('td', { class: 'mono', title: d.messageId, text: short(d.messageId) }),
          h('td', { text: d.kind }),
          h('td', {
            'data-testid': 'delivery-status',
            text: d.statusCode === null ? d.state : String(d.statusCode),
          }),
          h('td', { text: d.durationMs === null ? '' : String(d.durationMs) }),
          h('td', { class: 'error', text: d.error || '' }),
          h('td', {}, [
            h('button', {
              type: 'button',
              class: 'button button--small',
              'data-redeliver': d.messageId,
              'data-testid': 'delivery-redeliver',
              text: 'Redeliver',
            }),
          ]),
        ],
      ),
    ),
  );
}
