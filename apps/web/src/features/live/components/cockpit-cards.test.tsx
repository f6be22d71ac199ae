import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LiveActivity, Me } from '@kyo/contracts';
import { Toaster } from '../../../components/ui/toast';
import { authStore } from '../../../lib/auth-store';
import { ActivityCard, AlertQueueCard, DockCard } from './cockpit-cards';

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function stubApi(routes: Record<string, (call: Call) => [number, unknown]>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const [status, json] = routes[`${call.method} ${call.path}`]?.(call) ?? [
      404,
      { error: 'not_found', message: 'Not found' },
    ];
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The dashboard socket: the test pushes messages into the last one opened. */
class FakeSocket {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const row = (over: Partial<LiveActivity>): LiveActivity => ({
  id: 'evt-1',
  kind: 'follow',
  name: 'fan_one',
  amount: null,
  message: null,
  detail: null,
  at: '2026-01-01T20:00:00.000Z',
  ...over,
});

function renderCards(url = '/live') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ActivityCard />
        <AlertQueueCard />
        <DockCard />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('live cockpit cards', { timeout: 20_000 }, () => {
  it('lists the feed, adds a row pushed on the socket at the top, filters, and replays one', async () => {
    const calls = stubApi({
      'GET /api/live/activity': (call) => [
        200,
        {
          activity: call.search.includes('kind=kicks')
            ? [row({ id: 'k1', kind: 'kicks', name: 'big_spender', amount: 500, message: 'gg' })]
            : [
                row({ id: 'k1', kind: 'kicks', name: 'big_spender', amount: 500, message: 'gg' }),
                row({}),
              ],
        },
      ],
      'POST /api/live/activity/k1/replay': () => [200, { widgets: 1 }],
      'GET /api/live/alerts': () => [200, { paused: false, mutedUntil: null }],
      'GET /api/live/dock': () => [200, { url: null }],
    });
    const user = userEvent.setup();
    renderCards();
    const feed = await screen.findByRole('list', { name: 'Activity' });
    expect(await within(feed).findByText('big_spender')).toBeInTheDocument();
    expect(within(feed).getByText('sent 500 Kicks')).toBeInTheDocument();
    expect(within(feed).getByText('“gg”')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      FakeSocket.last!.push({
        type: 'live.activity',
        owner: 'me',
        activity: row({ id: 'g1', kind: 'gift', name: 'gifter_gal', amount: 5 }),
      });
    });
    await within(feed).findByText('gifter_gal');
    const items = within(feed).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('gifter_gal gifted 5 subs');
    expect(items).toHaveLength(3);

    await user.click(
      screen.getByRole('button', { name: 'Replay big_spender’s alert'.replace('’', "'") }),
    );
    expect(
      await screen.findByText("big_spender's alert shows again on your displays."),
    ).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/live/activity/k1/replay'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Kicks' }));
    expect(calls.some((c) => c.search.includes('kind=kicks'))).toBe(true);
  });

  it('on a moderator’s page, adds the rows pushed for that channel only', async () => {
    const calls = stubApi({
      'GET /api/live/activity': () => [200, { activity: [row({})] }],
      'GET /api/live/alerts': () => [200, { paused: false, mutedUntil: null }],
      'GET /api/live/dock': () => [200, { url: null }],
    });
    renderCards('/live?owner=owner-1');
    const feed = await screen.findByRole('list', { name: 'Activity' });
    await within(feed).findByText('fan_one');
    expect(calls.find((c) => c.path === '/api/live/activity')!.search).toBe('?owner=owner-1');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const socket = FakeSocket.last!;
      expect(JSON.parse(socket.sent[0]!)).toEqual({
        type: 'hello',
        role: 'dashboard',
        token: 'token',
      });
      // Another channel the user moderates, and the user's own: not this page's.
      socket.push({
        type: 'live.activity',
        owner: 'owner-2',
        activity: row({ id: 'x', name: 'elsewhere' }),
      });
      socket.push({ type: 'live.activity', owner: 'me', activity: row({ id: 'y', name: 'mine' }) });
      socket.push({
        type: 'live.activity',
        owner: 'owner-1',
        activity: row({ id: 'z', name: 'here_fan' }),
      });
    });
    await within(feed).findByText('here_fan');
    expect(within(feed).queryByText('elsewhere')).toBeNull();
    expect(within(feed).queryByText('mine')).toBeNull();
    expect(within(feed).getAllByRole('listitem')).toHaveLength(2);
  });

  it('pauses and mutes the alerts, skips, and makes and revokes the dock URL', async () => {
    let paused = false;
    const calls = stubApi({
      'GET /api/live/activity': () => [200, { activity: [] }],
      'GET /api/live/alerts': () => [200, { paused, mutedUntil: null }],
      'PUT /api/live/alerts': (call) => {
        paused = (call.body as { paused?: boolean }).paused ?? paused;
        const muted = (call.body as { muteMinutes?: number }).muteMinutes;
        return [200, { paused, mutedUntil: muted ? '2026-01-01T20:15:00.000Z' : null }];
      },
      'POST /api/live/alerts/skip': () => [200, { widgets: 2 }],
      'GET /api/live/dock': () => [200, { url: null }],
      'POST /api/live/dock/rotate': () => [
        200,
        { url: 'http://localhost/dock/live/abcdefghijklmnopqrstuvwx' },
      ],
      'DELETE /api/live/dock': () => [200, { url: null }],
    });
    const user = userEvent.setup();
    renderCards();
    await user.click(await screen.findByRole('button', { name: 'Pause alerts' }));
    expect(await screen.findByText(/Alerts are paused/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ paused: true });
    await user.click(screen.getByRole('button', { name: '15 min' }));
    expect(await screen.findByText(/Sound off until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip current' }));
    expect(calls.some((c) => c.path === '/api/live/alerts/skip')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Create URL' }));
    expect(await screen.findByLabelText('Dock URL')).toHaveValue(
      'http://localhost/dock/live/abcdefghijklmnopqrstuvwx',
    );
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No dock URL yet.')).toBeInTheDocument();
  });
});
