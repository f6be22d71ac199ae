import { checkAgainstContract } from './contract-check';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { BotFrame } from '../components/bot-frame/bot-frame';
import { Toaster } from '../components/ui/toast';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

/**
 * Stubs `fetch` for the API: each call is recorded and answered by the first handler that
 * returns something (`{ status, body }`); anything unhandled is a 404 so a test notices.
 */
export function stubApi(...handlers: Handler[]) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.replace(/^https?:\/\/[^/]+/, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (const handler of handlers) {
      const answer = handler(call);
      if (answer) {
        const status = answer.status ?? 200;
        checkAgainstContract(call.method, call.path, call.body, status, answer.body ?? {});
        return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** `route('POST', '/api/bot/commands', body)`: one canned answer. */
export const route =
  (method: string, path: string | RegExp, body: unknown, status = 200): Handler =>
  (call) =>
    call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path))
      ? { status, body }
      : undefined;

/** `path`: the URL the page opens at (`/bot?owner=…` for a channel the user moderates). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A bot page as the app shows it: in the bot's frame (the route table's `bot` layout). */
export const inBotFrame = (page: ReactElement) => <BotFrame>{page}</BotFrame>;
