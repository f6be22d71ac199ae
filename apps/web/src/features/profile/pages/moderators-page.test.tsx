import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ChannelMember, Me, ModeratorsOverview } from '@kyo/contracts';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { Toaster } from '../../../components/ui/toast';
import { i18n } from '../../../app/i18n';
import { authStore } from '../../../lib/auth-store';
import ModeratorsPage from './moderators-page';

installFakeLayout();

const NIGHTOWL: ChannelMember = {
  id: '0190f5a0-0000-7000-8000-000000000001',
  username: 'nightowl',
  addedAt: '2026-03-02T10:00:00.000Z',
};
const LUNA: ChannelMember = {
  id: '0190f5a0-0000-7000-8000-000000000002',
  username: 'luna_live',
  addedAt: '2026-04-15T10:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = [number, unknown];

/** The API as far as this page uses it: a fetch stub answering `METHOD path`, recording calls. */
function stubApi(routes: Record<string, (body: unknown) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const [status, json] = routes[`${call.method} ${call.path}`]?.(call.body) ?? [
      404,
      { error: 'not_found', message: 'Not found' },
    ];
    return new Response(status === 204 ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ModeratorsPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const yours = () => screen.getByRole('table', { name: 'Your moderators' });
const moderated = () => screen.getByRole('table', { name: 'Channels you moderate' });

describe('moderators page', { timeout: 20_000 }, () => {
  it('lists the moderators and the channels the user moderates', async () => {
    stubApi({
      'GET /api/user/moderators': () => [200, { moderators: [NIGHTOWL], channels: [LUNA] }],
    });
    renderPage();
    const owl = (await within(yours()).findByText('nightowl')).closest('tr')!;
    expect(owl).toHaveTextContent('Mar 2, 2026');
    expect(within(owl).getByRole('button', { name: 'Remove nightowl' })).toBeInTheDocument();
    expect(screen.getByText('1 of 25')).toBeInTheDocument();

    const luna = within(moderated()).getByText('luna_live').closest('tr')!;
    expect(luna).toHaveTextContent('Apr 15, 2026');
    expect(within(luna).getByRole('link', { name: 'Manage widgets of luna_live' })).toHaveAttribute(
      'href',
      `/profile/widgets?channel=${LUNA.id}`,
    );
    expect(within(luna).getByRole('link', { name: 'Manage the bot of luna_live' })).toHaveAttribute(
      'href',
      `/bot?owner=${LUNA.id}`,
    );
    expect(screen.getByText(/They add you by your username: streamer_me/)).toBeInTheDocument();
    // Kick's own chat moderators still manage commands from chat.
    expect(screen.getByText('!addcom !name response')).toBeInTheDocument();
  });

  it('says when there are no moderators and no channels yet', async () => {
    stubApi({ 'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }] });
    renderPage();
    expect(await screen.findByText(/No moderators yet/)).toBeInTheDocument();
    expect(screen.getByText(/You do not moderate any channel yet/)).toBeInTheDocument();
  });

  it('shows the server’s 404 on the username field and adds nobody', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
      'POST /api/user/moderators': () => [
        404,
        { error: 'not_found', message: 'No Kyo account has this username.', field: 'username' },
      ],
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Kyo username' });
    await user.type(field, 'ghost_user');
    await user.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await screen.findByText('No Kyo account has this username.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'ghost_user' });
    expect(within(yours()).getByText(/No moderators yet/)).toBeInTheDocument();
  });

  it('shows the server’s answer in Turkish too', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
      'POST /api/user/moderators': () => [
        409,
        { error: 'conflict', message: 'This user is already your moderator.', field: 'username' },
      ],
    });
    await i18n.changeLanguage('tr');
    try {
      renderPage();
      await user.type(await screen.findByRole('textbox', { name: 'Kyo kullanıcı adı' }), 'luna');
      await user.click(screen.getByRole('button', { name: 'Moderatör ekle' }));
      expect(await screen.findByText('Bu kullanıcı zaten moderatörün.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('checks the username with the contract before asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Kyo username' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a moderator, says so and shows them in the list', async () => {
    const user = userEvent.setup();
    let overview: ModeratorsOverview = { moderators: [], channels: [] };
    const calls = stubApi({
      'GET /api/user/moderators': () => [200, overview],
      'POST /api/user/moderators': () => {
        overview = { ...overview, moderators: [NIGHTOWL] };
        return [201, { moderator: NIGHTOWL }];
      },
    });
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Kyo username' });
    await user.type(field, 'NightOwl');
    await user.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(await screen.findByText('nightowl is now your moderator.')).toBeInTheDocument();
    expect(await within(yours()).findByText('nightowl')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'NightOwl' });
  });

  it('removes a moderator only after confirming', async () => {
    const user = userEvent.setup();
    let overview: ModeratorsOverview = { moderators: [NIGHTOWL], channels: [] };
    const calls = stubApi({
      'GET /api/user/moderators': () => [200, overview],
      [`DELETE /api/user/moderators/${NIGHTOWL.id}`]: () => {
        overview = { ...overview, moderators: [] };
        return [204, null];
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove nightowl' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove nightowl?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove nightowl' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove nightowl?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('nightowl is no longer your moderator.')).toBeInTheDocument();
    await waitFor(() => expect(within(yours()).queryByText('nightowl')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('steps down from a channel after confirming', async () => {
    const user = userEvent.setup();
    let overview: ModeratorsOverview = { moderators: [], channels: [LUNA] };
    const calls = stubApi({
      'GET /api/user/moderators': () => [200, overview],
      [`DELETE /api/user/moderating/${LUNA.id}`]: () => {
        overview = { ...overview, channels: [] };
        return [204, null];
      },
    });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Step down as moderator of luna_live' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Step down from luna_live?' });
    await user.click(within(dialog).getByRole('button', { name: 'Step down' }));
    expect(await screen.findByText('You no longer moderate luna_live.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(moderated()).queryByText('luna_live')).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.path === `/api/user/moderating/${LUNA.id}`)).toBe(true);
  });

  it('stops offering the form at 25 moderators', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...NIGHTOWL,
      id: `0190f5a0-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`,
      username: `mod_${i}`,
    }));
    stubApi({ 'GET /api/user/moderators': () => [200, { moderators: many, channels: [] }] });
    renderPage();
    expect(await screen.findByText('25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kyo username' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add moderator' })).toBeDisabled();
  });
});
