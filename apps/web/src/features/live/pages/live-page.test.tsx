import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Me } from '@kyo/contracts';
import { Toaster } from '../../../components/ui/toast';
import { authStore } from '../../../lib/auth-store';
import LivePage from './live-page';

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The live API as the page uses it, recording calls. */
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
        <LivePage />
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

const INFO = {
  title: 'Chill stream',
  category: { id: 15, name: 'Just Chatting', thumbnail: null },
  tags: ['english'],
};

describe('live page', { timeout: 20_000 }, () => {
  it('searches Kick’s categories as you type and saves title, category and tags, showing Kick’s answer', async () => {
    const calls = stubApi({
      'GET /api/live/stream-info': () => [200, { info: INFO, kick: 'ok', message: null }],
      'GET /api/live/presets': () => [200, { presets: [] }],
      'GET /api/live/history': () => [200, { entries: [] }],
      'GET /api/live/categories': (call) => [
        200,
        {
          categories: call.search.includes('q=slo')
            ? [{ id: 28, name: 'Slots & Casino', thumbnail: null }]
            : [],
        },
      ],
      'PUT /api/live/stream-info': () => [
        200,
        {
          info: {
            ...INFO,
            title: 'Slots night',
            category: { id: 28, name: 'Slots & Casino', thumbnail: null },
          },
          message: 'Kick accepted the change.',
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Chill stream');
    await user.clear(title);
    await user.type(title, 'Slots night');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('Just Chatting');
    await user.clear(category);
    await user.type(category, 'slo');
    const option = await screen.findByRole('option', { name: 'Slots & Casino' });
    await user.click(option);
    expect(category).toHaveValue('Slots & Casino');
    await user.type(screen.getByLabelText('Tags'), ', casino');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kick accepted the change.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Slots night',
      categoryId: 28,
      tags: ['english', 'casino'],
    });
  });

  it('shows the reconnect note when Kick has not allowed channel:write, and the history', async () => {
    stubApi({
      'GET /api/live/stream-info': () => [
        200,
        {
          info: INFO,
          kick: 'missing_scope',
          message: 'Reconnect Kick to allow it (channel:write).',
        },
      ],
      'GET /api/live/presets': () => [
        200,
        {
          presets: [
            {
              id: 'p1',
              name: 'Slots night',
              title: 'Slots!',
              category: { id: 28, name: 'Slots & Casino' },
              tags: null,
            },
          ],
        },
      ],
      'GET /api/live/history': () => [
        200,
        {
          entries: [
            {
              title: 'Speedruns',
              category: { id: 101, name: 'Minecraft' },
              tags: [],
              by: 'mod_mira',
              via: 'chat',
              at: '2026-11-29T07:00:00.000Z',
            },
          ],
        },
      ],
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('channel:write');
    const presets = screen.getByRole('region', { name: 'Presets' });
    expect(await within(presets).findByText('Slots night')).toBeInTheDocument();
    expect(within(presets).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Recent titles and categories' });
    expect(await within(history).findByText('Speedruns')).toBeInTheDocument();
    expect(within(history).getByText(/mod_mira/)).toBeInTheDocument();
  });
});
