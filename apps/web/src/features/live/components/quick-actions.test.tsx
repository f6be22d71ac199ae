import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Me } from '@kyo/contracts';
import { Toaster } from '../../../components/ui/toast';
import { authStore } from '../../../lib/auth-store';
import { QuickActionsCard } from './quick-actions';

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = [number, unknown];

function stubApi(routes: Record<string, (call: Call) => Answer>) {
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

const TIMER = 'a0000000-0000-7000-8000-000000000001';
const nothing = {
  'GET /api/live/obs': (): Answer => [200, { scenes: [], current: null, canSwitch: false }],
  'GET /api/bot/timers': (): Answer => [200, { timers: [] }],
  'GET /api/bot/polls': (): Answer => [200, { active: null, past: [] }],
  'GET /api/bot/giveaways': (): Answer => [200, { active: null, past: [] }],
};

function renderCard(url = '/live') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <QuickActionsCard />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'mod_me' } as Me });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('quick actions', { timeout: 20_000 }, () => {
  it('runs a timed message now for a moderated channel, and shows the 30 s gap’s refusal', async () => {
    let runs = 0;
    const calls = stubApi({
      ...nothing,
      'GET /api/bot/timers': () => [200, { timers: [{ id: TIMER, name: 'socials' }] }],
      [`POST /api/live/timers/${TIMER}/run`]: () =>
        ++runs === 1
          ? [200, { ok: true, message: 'Posted "socials" in chat.' }]
          : [
              429,
              {
                error: 'rate_limited',
                message: 'A timed message was posted less than 30 seconds ago: try again in 20 s.',
              },
            ],
    });
    const user = userEvent.setup();
    renderCard('/live?owner=owner-1');
    const run = await screen.findByRole('button', { name: 'Run “socials” now' });
    await user.click(run);
    expect(await screen.findByText('Posted "socials" in chat.')).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(posted.path).toBe(`/api/live/timers/${TIMER}/run`);
    expect(posted.search).toBe('?owner=owner-1');
    await user.click(run);
    expect(await screen.findByText(/try again in 20 s/)).toBeInTheDocument();
  });

  it('starts a poll from its inline form, then shows it running with End', async () => {
    let active: unknown = null;
    const calls = stubApi({
      ...nothing,
      'GET /api/bot/polls': () => [200, { active, past: [] }],
      'POST /api/bot/polls': (call) => {
        active = { id: 'p1', question: (call.body as { question: string }).question };
        return [201, active];
      },
      'POST /api/bot/polls/p1/end': () => {
        active = null;
        return [200, {}];
      },
    });
    const user = userEvent.setup();
    renderCard();
    const form = await screen.findByRole('form', { name: 'Start a poll' });
    const start = within(form).getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    await user.type(within(form).getByLabelText('Question'), 'Next game?');
    await user.type(within(form).getByLabelText('Option 1'), 'Slots');
    expect(start).toBeDisabled();
    await user.type(within(form).getByLabelText('Option 2'), 'Chess');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByLabelText('Option 3'), 'Minecraft');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    // Five at most.
    expect(within(form).queryByRole('button', { name: 'Add an option' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove option 5' }));
    await user.selectOptions(within(form).getByLabelText('Duration'), '5 minutes');
    await user.click(start);
    expect(await screen.findByText('Poll: Next game?')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      question: 'Next game?',
      options: ['Slots', 'Chess', 'Minecraft'],
      durationSeconds: 300,
    });
    await user.click(screen.getByRole('button', { name: 'End poll' }));
    expect(await screen.findByRole('form', { name: 'Start a poll' })).toBeInTheDocument();
  });

  it('opens a giveaway on a keyword, then closes its entries and ends it', async () => {
    let active: { id: string; title: string; status: string } | null = null;
    const calls = stubApi({
      ...nothing,
      'GET /api/bot/giveaways': () => [200, { active, past: [] }],
      'POST /api/bot/giveaways': (call) => {
        active = { id: 'g1', title: (call.body as { title: string }).title, status: 'open' };
        return [201, active];
      },
      'POST /api/bot/giveaways/g1/close': () => {
        active = { ...active!, status: 'closed' };
        return [200, active];
      },
    });
    const user = userEvent.setup();
    renderCard();
    const form = await screen.findByRole('form', { name: 'Start a giveaway' });
    await user.type(within(form).getByLabelText('Prize'), 'A Kick sub');
    await user.type(within(form).getByLabelText('Keyword'), 'sub please');
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Giveaway: A Kick sub')).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/api/bot/giveaways' && call.method === 'POST')!.body,
    ).toEqual({ title: 'A Kick sub', keyword: 'sub please' });
    await user.click(screen.getByRole('button', { name: 'Close entries' }));
    await screen.findByRole('button', { name: 'End giveaway' });
    expect(screen.queryByRole('button', { name: 'Close entries' })).toBeNull();
  });

  it('says in a short option that there are no scenes, and why below it in words that wrap', async () => {
    stubApi({ ...nothing });
    renderCard();
    const select = await screen.findByRole('combobox', { name: 'OBS scene' });
    expect(select).toBeDisabled();
    expect(within(select).getByRole('option')).toHaveTextContent('No scenes yet');
    expect(select).toHaveAccessibleDescription('No Kyo display in OBS reports its scenes');
  });
});
