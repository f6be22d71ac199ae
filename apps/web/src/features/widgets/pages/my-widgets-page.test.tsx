import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Widget } from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { FakeSocket } from '../../../overlay/fake-socket.test-helper';
import { fakeApi, renderPage } from '../test/render-page';
import MyWidgetsPage from './my-widgets-page';

installFakeLayout({ width: 800, height: 600 });

const ME = '0190f5a0-0000-7000-8000-00000000000a';
const LUNA = '0190f5a0-0000-7000-8000-00000000000b';

const make = (id: string, name: string, type: Widget['type'], ownerId = ME): Widget => ({
  id,
  ownerId,
  type,
  name,
  settings: {},
  key: `key-${id}`,
  overlayUrl: `http://localhost/widget/key-${id}`,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  health: { connections: 0, lastEventAt: null, lastSeenAt: null },
});

let sockets: FakeSocket[] = [];
beforeEach(() => {
  sockets = [];
  authStore.setState({ token: 'token' });
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
// Globals stay stubbed until the file ends (installFakeLayout unstubs them): each test stubs its
// own fetch and socket, and the channel switch needs the fake ResizeObserver in every test.
afterEach(() => authStore.clear());

describe('my widgets', { timeout: 20_000 }, () => {
  it('lists the widgets with live health, and deletes one after confirming', async () => {
    const user = userEvent.setup();
    let widgets = [make('a', 'Main chat', 'chat'), make('b', 'Follows', 'follower-alert')];
    const api = fakeApi({
      'GET /api/widgets': () => [200, { widgets }],
      'DELETE /api/widgets/b': () => {
        widgets = widgets.filter((widget) => widget.id !== 'b');
        return [204, null];
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPage(<MyWidgetsPage />, '/profile/widgets');

    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'Main chat' });
    expect(within(row('Main chat')).getByText('Chat box')).toBeInTheDocument();
    expect(within(row('Follows')).getByText('No source connected')).toBeInTheDocument();

    act(() => sockets[0]!.open());
    act(() =>
      sockets[0]!.receive({
        type: 'health',
        widgets: [{ id: 'b', connections: 1, lastEventAt: null, lastSeenAt: null }],
      }),
    );
    expect(within(row('Follows')).getByText('1 source connected')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Follows' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Follows?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Follows' })).not.toBeInTheDocument(),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('switches to a channel the user moderates: the owner’s widgets, without delete', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/user/moderators': () => [
        200,
        {
          moderators: [],
          channels: [{ id: LUNA, username: 'luna', addedAt: '2025-03-01T10:00:00.000Z' }],
        },
      ],
      'GET /api/widgets': () => [200, { widgets: [make('a', 'Main chat', 'chat')] }],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderPage(<MyWidgetsPage />, '/profile/widgets');
    await screen.findByRole('link', { name: 'Main chat' });
    expect(screen.getByRole('button', { name: 'Delete Main chat' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: "luna's widgets" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${LUNA}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: "luna's widgets" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/widgets').at(-1)?.search).toBe(
        `?owner=${LUNA}`,
      ),
    );
    expect(await screen.findByRole('link', { name: 'Main chat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Main chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate Main chat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New widget' })).not.toBeInTheDocument();
  });

  it('says so when the user no longer moderates the channel in the address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
        'GET /api/widgets': () => [
          403,
          { error: 'forbidden', message: 'You do not manage this channel.' },
        ],
      }).fetch,
    );
    renderPage(<MyWidgetsPage />, `/profile/widgets?channel=${LUNA}`, '/profile/widgets');
    expect(
      await screen.findByText('You are not a moderator of this channel (any more).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Channel widgets');
  });

  it('says when there are no widgets yet', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/widgets': () => [200, { widgets: [] }] }).fetch);
    renderPage(<MyWidgetsPage />, '/profile/widgets');
    expect(await screen.findByText(/No widgets yet/)).toBeInTheDocument();
  });
});
