import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../../../components/ui/toast';
import LiveDockPage from './live-dock-page';

const KEY = 'k'.repeat(32);
const TIMER = 'a0000000-0000-7000-8000-000000000001';

afterEach(() => vi.unstubAllGlobals());

function renderDock() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dock/live/${KEY}`]}>
        <Routes>
          <Route path="/dock/live/:key" element={<LiveDockPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const VIEW = {
  channel: 'streamer',
  stream: { info: null, kick: 'ok', message: null },
  activity: [],
  alerts: { paused: false, mutedUntil: null },
  timers: [],
};
const POLL = {
  id: 'b0000000-0000-7000-8000-000000000002',
  question: 'Next game?',
  options: [
    { label: 'Slots', votes: 0 },
    { label: 'Chess', votes: 0 },
  ],
  total: 0,
  status: 'open',
  durationSeconds: 120,
  startedAt: '2026-11-29T20:00:00.000Z',
  endsAt: '2026-11-29T20:02:00.000Z',
  endedAt: null,
};

describe('the OBS dock', { timeout: 20_000 }, () => {
  it('starts and ends a poll, clears the queue and switches a scene, all through its key', async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const elsewhere: string[] = [];
    let poll: typeof POLL | null = null;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const full = new URL(input, 'http://localhost').pathname;
      if (!full.startsWith(`/api/live-dock/${KEY}`)) elsewhere.push(full);
      const path = full.replace(`/api/live-dock/${KEY}`, '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const answers: Record<string, () => [number, unknown]> = {
        'GET ': () => [200, VIEW],
        'GET /games': () => [200, { poll, giveaway: null }],
        'GET /obs': () => [
          200,
          { scenes: ['Starting', 'Gameplay'], current: 'Starting', canSwitch: true },
        ],
        'POST /polls': () => [201, (poll = POLL)],
        [`POST /polls/${POLL.id}/end`]: () => {
          const ended = { ...POLL, status: 'ended' };
          poll = null;
          return [200, ended];
        },
        'POST /alerts/clear': () => [200, { widgets: 1 }],
        'POST /obs/scene': () => [200, { ok: true, message: 'Switched to Gameplay.' }],
      };
      const [status, json] = answers[`${method} ${path}`]?.() ?? [404, { message: 'Not found' }];
      return new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderDock();
    const form = await screen.findByRole('form', { name: 'Start a poll' });
    await userEvent.type(within(form).getByLabelText('Question'), 'Next game?');
    await userEvent.type(within(form).getByLabelText('Option 1'), 'Slots');
    await userEvent.type(within(form).getByLabelText('Option 2'), 'Chess');
    await userEvent.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Poll: Next game?')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/polls',
      body: { question: 'Next game?', options: ['Slots', 'Chess'], durationSeconds: 120 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'End poll' }));
    expect(await screen.findByRole('form', { name: 'Start a poll' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear queue' }));
    expect(await screen.findByText('The waiting alerts were dropped.')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('OBS scene'), 'Gameplay');
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Switched to Gameplay.')).toBeInTheDocument();
    // Only the dock's own routes, never the session's (it has none).
    expect(elsewhere).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/polls',
      `/polls/${POLL.id}/end`,
      '/alerts/clear',
      '/obs/scene',
    ]);
  });

  it('runs a timed message now with its key alone', async () => {
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if ((init.method ?? 'GET') === 'POST') posted.push(path);
      const body =
        init.method === 'POST'
          ? { ok: true, message: 'Posted "socials" in chat.' }
          : path.endsWith(KEY)
            ? { ...VIEW, timers: [{ id: TIMER, name: 'socials' }] }
            : path.endsWith('/games')
              ? { poll: null, giveaway: null }
              : { scenes: [], current: null, canSwitch: false };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderDock();
    await userEvent.click(await screen.findByRole('button', { name: 'Run “socials” now' }));
    expect(await screen.findByText('Posted "socials" in chat.')).toBeInTheDocument();
    expect(posted).toEqual([`/api/live-dock/${KEY}/timers/${TIMER}/run`]);
  });
});
