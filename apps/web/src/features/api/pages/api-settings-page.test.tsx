import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  API_EVENT_TYPES,
  type ApiToken,
  type Me,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@kyo/contracts';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { Toaster } from '../../../components/ui/toast';
import { i18n } from '../../../app/i18n';
import { authStore } from '../../../lib/auth-store';
import ApiSettingsPage from './api-settings-page';

installFakeLayout();

const TOKEN: ApiToken = {
  id: '0190f5a0-0000-7000-8000-0000000000a1',
  name: 'Stream Deck',
  hint: 'kyo_pat_AbCd',
  scopes: ['widgets:read', 'events:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-01-30T10:00:00.000Z',
  lastUsedAt: null,
};
const ENDPOINT: WebhookEndpoint = {
  id: '0190f5a0-0000-7000-8000-0000000000b1',
  url: 'https://tools.example/kyo',
  events: ['channel.followed'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  secretHint: 'whsec_XyZw',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const DELIVERY: WebhookDelivery = {
  id: '0190f5a0-0000-7000-8000-0000000000c1',
  eventId: '0190f5a0-0000-7000-8000-0000000000d1',
  type: 'channel.followed',
  status: 'pending',
  attempts: 2,
  nextAttemptAt: '2026-11-27T07:30:00.000Z',
  lastAttemptAt: '2026-11-27T07:00:00.000Z',
  responseStatus: 503,
  error: 'Service Unavailable',
  durationMs: 120,
  body: '{"id":"0190f5a0-0000-7000-8000-0000000000d1","type":"channel.followed"}',
  createdAt: '2026-11-27T06:59:00.000Z',
  manual: false,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = [number, unknown];

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
        <ApiSettingsPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const empty = {
  'GET /api/user/api-tokens': (): Answer => [200, { tokens: [] }],
  'GET /api/webhooks': (): Answer => [200, { endpoints: [] }],
};

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
});
afterEach(async () => {
  authStore.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('API settings page', { timeout: 30_000 }, () => {
  it('shows the empty states and links to the reference', async () => {
    stubApi(empty);
    renderPage();
    expect(await screen.findByText(/No tokens yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/documentation/api/reference',
    );
    expect(screen.getByText('0 of 25')).toBeInTheDocument();
  });

  it('says when the lists cannot be loaded', async () => {
    stubApi({
      'GET /api/user/api-tokens': () => [500, { error: 'internal', message: 'Broken' }],
      'GET /api/webhooks': () => [500, { error: 'internal', message: 'Broken' }],
    });
    renderPage();
    expect(await screen.findByText('Could not load your tokens.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your webhooks.')).toBeInTheDocument();
  });

  it('makes a token, shows its secret once, and lists it', async () => {
    const user = userEvent.setup();
    let tokens: ApiToken[] = [];
    const calls = stubApi({
      ...empty,
      'GET /api/user/api-tokens': () => [200, { tokens }],
      'POST /api/user/api-tokens': () => {
        tokens = [{ ...TOKEN, name: 'Deck', scopes: ['widgets:read'], lastUsedAt: null }];
        return [201, { token: tokens[0], secret: 'kyo_pat_SECRETSECRET' }];
      },
    });
    renderPage();
    await screen.findByText(/No tokens yet/);

    // No scope: the form says so and sends nothing.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Deck');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const widgets = screen.getByRole('group', { name: 'Widgets' });
    await user.click(within(widgets).getByRole('checkbox', { name: 'Read' }));
    await user.click(screen.getByRole('radio', { name: 'In 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('secret-value')).toHaveTextContent('kyo_pat_SECRETSECRET');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Deck',
      scopes: ['widgets:read'],
      expiresInDays: 30,
    });
    const list = await screen.findByRole('list', { name: 'Personal access tokens' });
    const row = within(list).getByRole('listitem', { name: 'Deck' });
    expect(row).toHaveTextContent('widgets:read');
    expect(row).toHaveTextContent('Never used');

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('kyo_pat_SECRETSECRET');

    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('secret-value')).not.toBeInTheDocument();
  });

  it('revokes a token only after the confirm', async () => {
    const user = userEvent.setup();
    let tokens = [{ ...TOKEN, lastUsedAt: '2026-11-26T20:00:00.000Z' }];
    const calls = stubApi({
      ...empty,
      'GET /api/user/api-tokens': () => [200, { tokens }],
      [`DELETE /api/user/api-tokens/${TOKEN.id}`]: () => {
        tokens = [];
        return [204, null];
      },
    });
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Stream Deck' });
    expect(row).toHaveTextContent('Nov 26, 2026');
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Stream Deck”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke “Stream Deck”?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/No tokens yet/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('adds a webhook, shows its secret once, and checks the URL first', async () => {
    const user = userEvent.setup();
    let endpoints: WebhookEndpoint[] = [];
    const calls = stubApi({
      ...empty,
      'GET /api/webhooks': () => [200, { endpoints }],
      'POST /api/webhooks': (body) => {
        const { url, events } = body as { url: string; events: WebhookEndpoint['events'] };
        endpoints = [{ ...ENDPOINT, url, events }];
        return [201, { endpoint: endpoints[0], secret: 'whsec_SIGNSIGN' }];
      },
    });
    renderPage();
    await screen.findByText(/No endpoints yet/);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.type(url, 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Enter a full URL, like https://example.com/hook'),
    ).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://tools.example/kyo');
    await user.click(within(dialog).getByRole('checkbox', { name: 'moderation.action' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByTestId('secret-value')).toHaveTextContent('whsec_SIGNSIGN');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://tools.example/kyo',
      events: ['channel.followed', 'channel.subscription.new', 'moderation.action'],
    });
    expect(
      await screen.findByRole('listitem', { name: 'https://tools.example/kyo' }),
    ).toHaveTextContent('3 events');
  });

  it('shows an endpoint Kyo switched off, with the reason, and switches it back on', async () => {
    const user = userEvent.setup();
    let endpoint: WebhookEndpoint = {
      ...ENDPOINT,
      enabled: false,
      disabledReason: 'failing',
      disabledAt: '2026-11-26T08:00:00.000Z',
      failingSince: '2026-11-25T08:00:00.000Z',
    };
    const calls = stubApi({
      ...empty,
      'GET /api/webhooks': () => [200, { endpoints: [endpoint] }],
      [`PATCH /api/webhooks/${ENDPOINT.id}`]: () => {
        endpoint = { ...ENDPOINT };
        return [200, endpoint];
      },
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: ENDPOINT.url });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      /Switched off on Nov 26, 2026.*every delivery failed for 24 hours/,
    );
    await user.click(within(card).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ enabled: true });
    expect(within(card).getByRole('switch', { name: 'Enabled' })).toBeChecked();
  });

  it('sends a test, shows the delivery log and sends a delivery again', async () => {
    const user = userEvent.setup();
    let deliveries = [DELIVERY];
    const calls = stubApi({
      ...empty,
      'GET /api/webhooks': () => [200, { endpoints: [ENDPOINT] }],
      [`GET /api/webhooks/${ENDPOINT.id}/deliveries`]: () => [200, { deliveries }],
      [`POST /api/webhooks/${ENDPOINT.id}/test`]: () => {
        const test: WebhookDelivery = {
          ...DELIVERY,
          id: '0190f5a0-0000-7000-8000-0000000000c2',
          type: 'kyo.test',
          status: 'succeeded',
          attempts: 1,
          nextAttemptAt: null,
          responseStatus: 200,
          error: null,
          manual: true,
        };
        deliveries = [test, ...deliveries];
        return [200, test];
      },
      [`POST /api/webhooks/${ENDPOINT.id}/deliveries/${DELIVERY.id}/redeliver`]: () => [
        201,
        { ...DELIVERY, id: '0190f5a0-0000-7000-8000-0000000000c3', manual: true },
      ],
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: ENDPOINT.url });
    await user.click(within(card).getByRole('button', { name: 'Delivery log' }));
    const pending = await within(card).findByRole('listitem', {
      name: 'channel.followed Waiting',
    });
    expect(pending).toHaveTextContent('Attempts: 2');
    expect(pending).toHaveTextContent('503 · Service Unavailable');
    expect(pending).toHaveTextContent(/Next try Nov 27, 2026/);

    await user.click(within(pending).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith(`${DELIVERY.id}/redeliver`))).toBe(true),
    );

    await user.click(within(card).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivered (200)')).toBeInTheDocument();
    expect(
      await within(card).findByRole('listitem', { name: 'kyo.test Delivered' }),
    ).toHaveTextContent('by hand');
  });

  it('edits an endpoint’s events and shows a new secret once', async () => {
    const user = userEvent.setup();
    let endpoint = ENDPOINT;
    const calls = stubApi({
      ...empty,
      'GET /api/webhooks': () => [200, { endpoints: [endpoint] }],
      [`PATCH /api/webhooks/${ENDPOINT.id}`]: (body) => {
        endpoint = { ...endpoint, ...(body as Partial<WebhookEndpoint>) };
        return [200, endpoint];
      },
      [`POST /api/webhooks/${ENDPOINT.id}/secret`]: () => [
        200,
        { endpoint: { ...endpoint, secretHint: 'whsec_New1' }, secret: 'whsec_ROTATED' },
      ],
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: ENDPOINT.url });
    await user.click(within(card).getByRole('button', { name: 'Edit endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveValue(ENDPOINT.url);
    await user.click(within(dialog).getByRole('checkbox', { name: 'All events' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Every event type there is.
    const all = API_EVENT_TYPES.length;
    await waitFor(() => expect(within(card).getByText(`${all} events`)).toBeInTheDocument());
    expect(
      (calls.find((call) => call.method === 'PATCH')?.body as { events: string[] }).events,
    ).toHaveLength(all);

    await user.click(within(card).getByRole('button', { name: 'New secret' }));
    expect(await screen.findByTestId('secret-value')).toHaveTextContent('whsec_ROTATED');
  });

  it('deletes an endpoint after the confirm', async () => {
    const user = userEvent.setup();
    let endpoints = [ENDPOINT];
    stubApi({
      ...empty,
      'GET /api/webhooks': () => [200, { endpoints }],
      [`DELETE /api/webhooks/${ENDPOINT.id}`]: () => {
        endpoints = [];
        return [204, null];
      },
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: ENDPOINT.url });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
  });

  it('speaks Turkish, form messages included', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('tr');
    stubApi(empty);
    renderPage();
    expect(await screen.findByText(/Henüz token yok/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Ad' }), 'Deck');
    await user.click(screen.getByRole('button', { name: 'Token oluştur' }));
    expect(await screen.findByText('En az bir yetki seç')).toBeInTheDocument();
  });
});
