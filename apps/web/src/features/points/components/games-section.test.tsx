import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_POINTS_GAMES, type Prediction } from '@kyo/contracts';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import { GamesSection } from './games-section';

afterEach(() => vi.unstubAllGlobals());

const running: Prediction = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  title: 'Boss down first try?',
  state: 'open',
  outcomes: [
    { title: 'Yes', pool: 300, bettors: 2 },
    { title: 'No', pool: 100, bettors: 1 },
  ],
  winner: null,
  openedAt: '2026-06-01T12:00:00.000Z',
  locksAt: '2026-06-01T12:02:00.000Z',
  endedAt: null,
  openedBy: 'streamer',
};

describe('the points page’s games and predictions', () => {
  it('saves a game’s switch, bets and own text; an empty text is Kyo’s default', async () => {
    const calls = stubApi(
      route('GET', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
      route('GET', /^\/api\/points\/predictions/, { current: null, recent: [] }),
      route('PUT', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
    );
    renderWithProviders(<GamesSection currency="coins" />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Gamble' }));
    const gamble = screen.getByRole('group', { name: '!gamble' });
    const win = within(gamble).getByLabelText('Text on a win');
    await userEvent.click(win);
    await userEvent.paste('GG {name}');
    await userEvent.click(screen.getByRole('button', { name: 'Save games' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      gamble: { enabled: true, minBet: 10, texts: { win: 'GG {name}', lose: null } },
      slots: { enabled: false },
    });
  });

  it('opens a prediction with the outcomes typed', async () => {
    const calls = stubApi(
      route('GET', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
      route('GET', /^\/api\/points\/predictions/, { current: null, recent: [] }),
      route('POST', /^\/api\/points\/predictions/, running),
    );
    renderWithProviders(<GamesSection currency="coins" />);
    const fill = async (label: RegExp, text: string) => {
      await userEvent.click(await screen.findByLabelText(label));
      await userEvent.paste(text);
    };
    await fill(/^Question/, 'Boss down first try?');
    await fill(/^Outcome 1/, 'Yes');
    await fill(/^Outcome 2/, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Add an outcome' }));
    await fill(/^Outcome 3/, 'Maybe');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Boss down first try?',
      outcomes: ['Yes', 'No', 'Maybe'],
      windowSeconds: 120,
    });
  });

  it('shows the running prediction’s totals, and locks and resolves it', async () => {
    const calls = stubApi(
      route('GET', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
      route('GET', /^\/api\/points\/predictions/, { current: running, recent: [] }),
      route('POST', /\/lock/, { ...running, state: 'locked' }),
      route('POST', /\/resolve/, { ...running, state: 'resolved', winner: 2 }),
    );
    renderWithProviders(<GamesSection currency="coins" />);
    expect(await screen.findByText('Boss down first try?')).toBeVisible();
    expect(screen.getByText('400 coins in the pool', { exact: false })).toBeVisible();
    expect(screen.getByText('300 coins · 2 viewers', { exact: false })).toBeVisible();
    expect(screen.getByText('100 coins · 1 viewer', { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lock bets' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/lock'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Resolve with No as the winner' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/resolve'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/resolve'))!.body).toEqual({ outcome: 2 });
  });
});
