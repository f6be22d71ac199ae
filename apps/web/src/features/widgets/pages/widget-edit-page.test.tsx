import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Widget } from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import { makeMe } from '../../../test/me';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { Toaster } from '../../../components/ui/toast';
import { FakeSocket } from '../../../overlay/fake-socket.test-helper';
import { fakeApi, renderPage } from '../test/render-page';
import WidgetEditPage from './widget-edit-page';

installFakeLayout({ width: 800, height: 600 });

const ID = '0190f5a0-0000-7000-8000-000000000001';
const OWNER = '0190f5a0-0000-7000-8000-0000000000aa';
const widget = (overrides: Partial<Widget> = {}): Widget => ({
  id: ID,
  ownerId: OWNER,
  type: 'follower-alert',
  name: 'Follows',
  settings: { messageTemplate: 'Welcome {name}!' },
  key: 'key-one-xxxxxxxxxxxxxxxx',
  overlayUrl: 'http://localhost/widget/key-one-xxxxxxxxxxxxxxxx',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  health: { connections: 0, lastEventAt: null, lastSeenAt: null },
  ...overrides,
});

/** Alerts that pass quickly: the sample alert on screen gives way to a test in a second. */
const QUICK = { durationSeconds: 1, gapSeconds: 0, animationMs: 150, animationOut: 'none' };

let sockets: FakeSocket[] = [];
beforeEach(() => {
  sockets = [];
  authStore.setState({ token: 'token', user: makeMe({ id: OWNER }) });
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

function setup(routes: Parameters<typeof fakeApi>[0] = {}, overrides: Partial<Widget> = {}) {
  let current = widget(overrides);
  const api = fakeApi({
    [`GET /api/widgets/${ID}`]: () => [200, current],
    [`PATCH /api/widgets/${ID}`]: (body) => {
      const patch = body as { name: string; settings: Record<string, unknown> };
      current = { ...current, ...patch };
      return [200, current];
    },
    [`POST /api/widgets/${ID}/test-event`]: () => [200, { seq: 1 }],
    [`POST /api/widgets/${ID}/rotate-key`]: () => {
      current = { ...current, key: 'key-two', overlayUrl: 'http://localhost/widget/key-two' };
      return [200, current];
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  const view = renderPage(
    <>
      <WidgetEditPage />
      <Toaster />
    </>,
    `/widget/edit/${ID}`,
    '/widget/edit/:id',
  );
  return { ...view, api };
}

describe('widget edit page', { timeout: 20_000 }, () => {
  it('loads the saved settings with defaults for the rest, and saves only after a change', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const template = await screen.findByLabelText('Follow message');
    expect(template).toHaveValue('Welcome {name}!');
    expect(screen.getByRole('spinbutton', { name: 'Duration' })).toHaveValue('6');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(template, ' <3');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText(/Saved\./)).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Follows',
      settings: { messageTemplate: 'Welcome {name}! <3', durationSeconds: 6 },
    });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('previews a leaderboard’s real ranking, and local tests once a test button is pressed', async () => {
    const user = userEvent.setup();
    const entry = (rank: number, name: string, value: number) => ({
      rank,
      name,
      value,
      color: null,
      avatar: null,
    });
    setup(
      {
        [`GET /api/widgets/${ID}/state`]: () => [
          200,
          {
            state: {
              resetAt: null,
              streamStartedAt: null,
              period: 'stream:0',
              entries: [entry(1, 'real_amy', 42), entry(2, 'real_bob', 7)],
            },
            now: Date.now(),
          },
        ],
      },
      { type: 'chat-leaderboard', name: 'Top chat', settings: {} },
    );
    const preview = await screen.findByRole('region', { name: 'Live preview' });
    expect(await within(preview).findByText('real_amy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '30 chatters' }));
    await waitFor(() => expect(within(preview).queryByText('real_amy')).not.toBeInTheDocument());
    expect(within(preview).getAllByRole('listitem').length).toBeGreaterThan(2);
  });

  it('sends test events to the server and shows the very ones it sent in the preview', async () => {
    const user = userEvent.setup();
    const { api } = setup(
      {
        [`POST /api/widgets/${ID}/test-event`]: () => [
          200,
          { seq: 1, events: [{ kind: 'follow', name: 'ServerSam', at: 0 }] },
        ],
      },
      { settings: { messageTemplate: 'Welcome {name}!', ...QUICK } },
    );
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    // After the sample alert that was on screen.
    expect(
      await preview.findByText('ServerSam', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(preview.getByTestId('alert')).toHaveTextContent('Welcome ServerSam!');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/test-event'))?.body).toEqual({
        kind: 'follow',
      }),
    );
  });

  it('speaks a test Kicks message in the preview with the server’s speech token', async () => {
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(url: string) {
          played.push(url);
          throw new Error('no audio in jsdom');
        }
      },
    );
    const user = userEvent.setup();
    setup(
      {
        [`POST /api/widgets/${ID}/test-event`]: () => [
          200,
          {
            seq: 1,
            events: [
              {
                kind: 'kicks',
                name: 'ServerSam',
                amount: 500,
                message: 'gg',
                speech: 'tok.en',
                at: 0,
              },
            ],
          },
        ],
      },
      {
        type: 'subscribe',
        name: 'Subs',
        settings: {
          tts: { enabled: true, minAmount: 100 },
          sound: { url: '', volume: 70 },
          ...QUICK,
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Kicks' }));
    const preview = within(screen.getByRole('region', { name: 'Live preview' }));
    expect(
      await preview.findByTestId('alert-message', undefined, { timeout: 5_000 }),
    ).toHaveTextContent('gg');
    await waitFor(() =>
      expect(played).toEqual(['/api/overlay-speech/key-one-xxxxxxxxxxxxxxxx?t=tok.en']),
    );
  });

  it('shows the OBS URL and size, and rotates the key after a warning', async () => {
    const user = userEvent.setup();
    setup();
    const url = await screen.findByTestId('obs-url');
    expect(url).toHaveValue('http://localhost/widget/key-one-xxxxxxxxxxxxxxxx');
    expect(screen.getByText('800 × 300')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New URL' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('The current URL stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Create new URL' }));
    await waitFor(() => expect(url).toHaveValue('http://localhost/widget/key-two'));
  });

  it('lets a moderator edit the owner’s widget and copy its URL, but not make a new one', async () => {
    const user = userEvent.setup();
    authStore.setState({ user: makeMe({ id: '0190f5a0-0000-7000-8000-0000000000bb' }) });
    const { api } = setup();
    expect(await screen.findByTestId('obs-url')).toHaveValue(
      'http://localhost/widget/key-one-xxxxxxxxxxxxxxxx',
    );
    expect(screen.getByText('Moderating')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New URL' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Channel widgets' })).toHaveAttribute(
      'href',
      `/profile/widgets?channel=${OWNER}`,
    );
    await user.type(screen.getByLabelText('Follow message'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
        settings: { messageTemplate: 'Welcome {name}!!' },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('shows live health from the dashboard socket', async () => {
    setup();
    await screen.findByTestId('obs-url');
    const socket = sockets[0]!;
    act(() => socket.open());
    expect(socket.sent[0]).toEqual({ type: 'hello', role: 'dashboard', token: 'token' });
    expect(screen.getByTestId('widget-health')).toHaveTextContent('No source connected');
    act(() =>
      socket.receive({
        type: 'health',
        widgets: [
          { id: ID, connections: 2, lastEventAt: new Date().toISOString(), lastSeenAt: null },
        ],
      }),
    );
    expect(screen.getByTestId('widget-health')).toHaveTextContent('2 sources connected');
    expect(screen.getByTestId('widget-health')).toHaveTextContent('Last event');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(await screen.findByLabelText('Follow message'), '!');
    await user.click(screen.getByRole('link', { name: 'My widgets' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(`/widget/edit/${ID}`);
    await user.click(screen.getByRole('link', { name: 'My widgets' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/widgets'));
  });

  it('says so when the widget does not exist', async () => {
    setup({
      [`GET /api/widgets/${ID}`]: () => [404, { error: 'not_found', message: 'No widget' }],
    });
    expect(await screen.findByText('This widget does not exist (any more).')).toBeInTheDocument();
  });
});
