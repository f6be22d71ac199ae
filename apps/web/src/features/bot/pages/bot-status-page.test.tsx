import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotStatus, Me } from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import {
  inBotFrame,
  renderWithProviders,
  route,
  stubApi,
} from '../../../test/bot-page.test-helper';
import { botStatus } from '../../../components/bot-frame/bot-status.fixture';
import BotStatusPage from './bot-status-page';

const USER_ID = '0190a0b2-0000-7000-8000-00000000abcd';
const now = () => new Date().toISOString();

function makeStatus(patch: Partial<BotStatus> = {}): BotStatus {
  return botStatus({
    kick: {
      connected: true,
      status: 'connected',
      reconnectReason: null,
      username: 'luna_live',
      live: true,
    },
    subscriptions: [
      {
        event: 'chat.message.sent',
        version: 1,
        status: 'active',
        subscriptionId: 's1',
        error: null,
      },
      {
        event: 'channel.followed',
        version: 1,
        status: 'error',
        subscriptionId: null,
        error: 'Kick said 403',
      },
    ],
    subscriptionsCheckedAt: now(),
    counters: { eventsReceived: 12, messagesSent: 4, messagesFailed: 1 },
    recentEvents: [
      { id: 'e1', type: 'chat.message.sent', summary: 'pixel_pat: !hello', receivedAt: now() },
    ],
    recentMessages: [
      {
        id: 'm1',
        content: 'Hello pixel_pat!',
        source: 'command',
        status: 'sent',
        error: null,
        createdAt: now(),
        sentAt: now(),
      },
      {
        id: 'm2',
        content: 'Thanks for the follow!',
        source: 'alert',
        status: 'failed',
        error: 'Kick answered 500 three times',
        createdAt: now(),
        sentAt: null,
      },
    ],
    recentErrors: [
      { id: 'x1', source: 'send', message: 'Kick answered 500 three times', at: now() },
    ],
    ...patch,
  });
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: USER_ID } as Me });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('BotStatusPage', { timeout: 20_000 }, () => {
  it('shows connection, counters, events, sent messages and every failure', async () => {
    stubApi(route('GET', '/api/bot/status', makeStatus()));
    renderWithProviders(inBotFrame(<BotStatusPage />));
    expect(await screen.findByTestId('status-kick')).toHaveTextContent('Connected@luna_live');
    expect(screen.getByTestId('counter-eventsReceived')).toHaveTextContent('12');
    expect(screen.getByTestId('counter-messagesFailed')).toHaveTextContent('1');
    expect(
      within(screen.getByTestId('recent-events')).getByText('pixel_pat: !hello'),
    ).toBeVisible();
    const failed = within(screen.getByTestId('recent-messages'))
      .getAllByTestId('message-row')
      .find((row) => row.dataset.status === 'failed')!;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Kick answered 500 three times');
    expect(within(screen.getByTestId('recent-errors')).getByText('Sending')).toBeVisible();
    const follow = screen
      .getAllByTestId('subscription')
      .find((chip) => chip.dataset.state === 'error')!;
    expect(follow).toHaveTextContent('Follows: error');
    expect(screen.getByText('Kick said 403', { exact: false })).toBeVisible();
    // The header strip names the worst problem.
    expect(screen.getByTestId('bot-health')).toHaveTextContent(
      '1 event subscription needs attention',
    );
  });

  it('draws a chat line’s emotes, and says why the bot left a command unanswered', async () => {
    const recentEvents = [
      {
        id: 'e2',
        type: 'chat.message.sent',
        summary: 'pixel_pat: !song',
        note: 'cooldown' as const,
        receivedAt: now(),
      },
      {
        id: 'e1',
        type: 'chat.message.sent',
        summary: 'pixel_pat: nice GIGACHAD play',
        parts: [
          { kind: 'text' as const, text: 'nice ' },
          { kind: 'emote' as const, id: '39275', name: 'GIGACHAD' },
          { kind: 'text' as const, text: ' play' },
        ],
        receivedAt: now(),
      },
    ];
    stubApi(route('GET', '/api/bot/status', makeStatus({ recentEvents })));
    renderWithProviders(inBotFrame(<BotStatusPage />));
    const rows = await screen.findAllByTestId('event-row');
    expect(rows[0]).toHaveTextContent('pixel_pat: !song');
    expect(within(rows[0]!).getByTestId('event-note')).toHaveTextContent('On cooldown: no answer');
    const emote = within(rows[1]!).getByTestId('event-emote');
    expect(emote).toHaveAttribute('src', '/api/emotes/39275/fullsize');
    expect(emote).toHaveAttribute('alt', 'GIGACHAD');
    expect(rows[1]).not.toHaveTextContent('[emote:');
    expect(within(rows[1]!).queryByTestId('event-note')).toBeNull();
  });

  it('says when the service runs degraded (its servers cannot reach Redis), and not otherwise', async () => {
    const health = (redis: 'ok' | 'error') => ({
      status: redis === 'ok' ? 'ok' : 'degraded',
      version: '1.0.0',
      mode: 'production',
      uptimeSeconds: 60,
      mailOutbox: false,
      database: { kind: 'postgres', status: 'ok' },
      redis: { status: redis },
    });
    let redis: 'ok' | 'error' = 'error';
    stubApi(route('GET', '/api/bot/status', makeStatus()), (call) =>
      call.path === '/api/health' ? { body: health(redis) } : undefined,
    );
    renderWithProviders(inBotFrame(<BotStatusPage />));
    expect(await screen.findByText(/Kyo is running degraded/)).toBeVisible();
    redis = 'ok';
    await waitFor(() => expect(screen.queryByText(/Kyo is running degraded/)).toBeNull(), {
      timeout: 8_000,
    });
  });

  it('shows what is polled for the channel and how it goes, or that nothing is', async () => {
    const live: BotStatus['live'] = [
      {
        kind: 'now-playing',
        status: 'ok',
        lastSuccessAt: new Date(Date.now() - 4_000).toISOString(),
        lastError: null,
        nextPollAt: new Date(Date.now() + 5_000).toISOString(),
        callsLastHour: 720,
      },
      {
        kind: 'viewers',
        status: 'rate_limited',
        lastSuccessAt: null,
        lastError: 'Kick answered 429',
        nextPollAt: null,
        callsLastHour: 3,
      },
    ];
    stubApi(route('GET', '/api/bot/status', makeStatus({ live })));
    renderWithProviders(inBotFrame(<BotStatusPage />));
    const card = await screen.findByTestId('live-data');
    expect(card).toHaveTextContent('Spotify player');
    expect(card).toHaveTextContent('Working');
    expect(card).toHaveTextContent('720 calls in the last hour');
    expect(card).toHaveTextContent('Kick viewers');
    expect(card).toHaveTextContent('Rate limited');
    expect(card).toHaveTextContent('Kick answered 429');
  });

  it('checks the subscriptions on demand and refreshes the status', async () => {
    const calls = stubApi(
      route('GET', '/api/bot/status', makeStatus()),
      route('GET', `/api/events/subscribe/${USER_ID}`, {
        broadcasterUserId: '42',
        subscriptions: makeStatus().subscriptions.map((s) => ({ ...s, status: 'active' })),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(inBotFrame(<BotStatusPage />));
    await user.click(await screen.findByRole('button', { name: 'Check subscriptions' }));
    expect(await screen.findByText('All 2 subscriptions are active.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/bot/status').length).toBeGreaterThan(1),
    );
  });

  it('links to the connections page when Kick is missing', async () => {
    stubApi(
      route(
        'GET',
        '/api/bot/status',
        makeStatus({
          kick: {
            connected: false,
            status: 'missing',
            reconnectReason: null,
            username: null,
            live: null,
          },
          spotify: { status: 'missing', reconnectReason: null },
          subscriptions: [],
        }),
      ),
    );
    renderWithProviders(inBotFrame(<BotStatusPage />));
    const kick = await screen.findByTestId('status-kick');
    expect(within(kick).getByRole('link', { name: 'Connect Kick' })).toHaveAttribute(
      'href',
      '/profile/settings/connections',
    );
    expect(screen.getByRole('button', { name: 'Check subscriptions' })).toBeDisabled();
  });

  it('says so when the status cannot be loaded', async () => {
    stubApi(
      route('GET', '/api/bot/status', { error: 'internal_error', message: 'Database down' }, 500),
    );
    renderWithProviders(inBotFrame(<BotStatusPage />));
    expect(await screen.findByText('Database down', {}, { timeout: 4000 })).toBeVisible();
  });
});
