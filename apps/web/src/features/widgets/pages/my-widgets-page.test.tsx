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

const make = (id: string, name: string, type: Widget['type']): Widget => ({
  id,
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
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

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

  it('says when there are no widgets yet', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/widgets': () => [200, { widgets: [] }] }).fetch);
    renderPage(<MyWidgetsPage />, '/profile/widgets');
    expect(await screen.findByText(/No widgets yet/)).toBeInTheDocument();
  });
});
