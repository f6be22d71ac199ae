import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../../../components/ui/toast';
import LiveDockPage from './live-dock-page';

const KEY = 'k'.repeat(32);
const TIMER = 'a0000000-0000-7000-8000-000000000001';

afterEach(() => vi.unstubAllGlobals());

describe('the OBS dock', () => {
  it('runs a timed message now with its key alone', async () => {
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      if ((init.method ?? 'GET') === 'POST') posted.push(path);
      const body =
        init.method === 'POST'
          ? { ok: true, message: 'Posted "socials" in chat.' }
          : {
              channel: 'streamer',
              stream: { info: null, kick: 'ok', message: null },
              activity: [],
              alerts: { paused: false, mutedUntil: null },
              timers: [{ id: TIMER, name: 'socials' }],
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
    await userEvent.click(await screen.findByRole('button', { name: 'Run “socials” now' }));
    expect(await screen.findByText('Posted "socials" in chat.')).toBeInTheDocument();
    expect(posted).toEqual([`/api/live-dock/${KEY}/timers/${TIMER}/run`]);
  });
});
