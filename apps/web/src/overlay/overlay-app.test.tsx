import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { chatLeaderboardSettingsSchema, chatSettingsSchema } from '@kyo/contracts';
import { makeChat } from '../features/widgets/test/factories';
import { FakeSocket, MemoryStorage } from './fake-socket.test-helper';
import { OverlayApp } from './overlay-app';
import { storageKey } from './realtime-client';
import { rendererLoaders } from '../features/widgets/types/renderer-loaders';
import { forgetLoadedRenderers, loadRenderer } from './widget-renderer';

const KEY = 'abcdefghijklmnopqrstuvwx';

function renderOverlay(debug = false) {
  const sockets: FakeSocket[] = [];
  const storage = new MemoryStorage();
  const reload = vi.fn();
  const onRendererFailed = vi.fn();
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  render(
    <OverlayApp
      widgetKey={KEY}
      url="ws://test/api/realtime"
      debug={debug}
      createSocket={createSocket}
      storage={storage}
      reload={reload}
      onRendererFailed={onRendererFailed}
    />,
  );
  const socket = sockets[0]!;
  act(() => socket.open());
  return { socket, storage, reload, onRendererFailed };
}

const chatSnapshot = {
  type: 'snapshot',
  widget: { id: 'w', type: 'chat', settings: chatSettingsSchema.parse({}) },
  epoch: 'e1',
  seq: 0,
  resumed: false,
};

describe('overlay display', () => {
  // A display that has loaded its renderers (each test below starts from there; the first load of
  // a type's renderer has tests of its own at the end).
  beforeAll(() => Promise.all(['chat', 'chat-leaderboard', 'spotify'].map(loadRenderer)));
  it('draws the widget from the snapshot and shows each event once', () => {
    const { socket, storage } = renderOverlay();
    act(() => socket.receive(chatSnapshot));
    expect(screen.getByTestId('chat-widget')).toBeInTheDocument();
    act(() => socket.receive({ type: 'event', seq: 1, event: makeChat('nora', 'hi there') }));
    act(() => socket.receive({ type: 'event', seq: 1, event: makeChat('nora', 'hi there') }));
    expect(screen.getAllByTestId('chat-line').map((line) => line.textContent)).toEqual([
      'nora: hi there',
    ]);
    expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'e1', seq: 1 });
  });

  it('applies new settings at once', () => {
    const { socket } = renderOverlay();
    act(() => socket.receive(chatSnapshot));
    act(() => socket.receive({ type: 'event', seq: 1, event: makeChat('a', '!cmd') }));
    expect(screen.queryAllByTestId('chat-line')).toHaveLength(0);
    act(() =>
      socket.receive({
        type: 'settings',
        settings: chatSettingsSchema.parse({ hideCommands: false }),
      }),
    );
    expect(screen.getAllByTestId('chat-line')).toHaveLength(1);
  });

  it('reloads the page when the dashboard asks', () => {
    const { socket, reload } = renderOverlay();
    act(() => socket.receive({ type: 'reload' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says the URL is no longer valid when the key was rotated', async () => {
    const { socket } = renderOverlay();
    act(() => socket.receive(chatSnapshot));
    act(() => socket.drop(4410));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This widget URL is no longer valid'),
    );
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
  });

  it('says it in Turkish in a browser source whose language is Turkish', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tr-TR', 'tr']);
    try {
      const { socket } = renderOverlay();
      act(() => socket.drop(4410));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          "Bu widget'ın OBS adresi artık geçerli değil.",
        ),
      );
    } finally {
      languages.mockRestore();
    }
  });

  it('shows the connection only with ?debug=1', async () => {
    const { socket } = renderOverlay(true);
    act(() => socket.receive(chatSnapshot));
    // Its own chunk, loaded with ?debug=1 only.
    expect(await screen.findByTestId('overlay-debug')).toHaveAttribute('data-state', 'open');
    expect(screen.getByTestId('overlay-debug')).toHaveTextContent('chat');
  });

  it('shows a reloaded chat box’s recent lines at once, and a replayed line only once', () => {
    const { socket } = renderOverlay();
    const earlier = makeChat('nora', 'from before the reload');
    act(() =>
      socket.receive({
        ...chatSnapshot,
        resumed: true,
        state: { lines: [earlier, makeChat('deniz', 'second')] },
        now: Date.now(),
      }),
    );
    act(() => socket.receive({ type: 'event', seq: 1, event: earlier }));
    act(() => socket.receive({ type: 'event', seq: 2, event: makeChat('luna', 'new') }));
    expect(screen.getAllByTestId('chat-line').map((line) => line.textContent)).toEqual([
      'nora: from before the reload',
      'deniz: second',
      'luna: new',
    ]);
  });

  it('draws a leaderboard from the server’s state and follows its state messages', async () => {
    const { socket } = renderOverlay();
    const entry = (rank: number, name: string, value: number) => ({
      rank,
      name,
      value,
      color: null,
      avatar: null,
    });
    act(() =>
      socket.receive({
        ...chatSnapshot,
        widget: {
          id: 'w',
          type: 'chat-leaderboard',
          settings: chatLeaderboardSettingsSchema.parse({}),
        },
        state: {
          resetAt: null,
          streamStartedAt: null,
          period: 'all:0',
          entries: [entry(1, 'amy', 5)],
        },
        now: Date.now(),
      }),
    );
    // Its renderer loads on first use (the display's split bundle).
    expect(await screen.findByText('amy')).toBeInTheDocument();
    act(() =>
      socket.receive({
        type: 'state',
        state: {
          resetAt: null,
          streamStartedAt: null,
          period: 'all:0',
          entries: [entry(1, 'bob', 9), entry(2, 'amy', 5)],
        },
        now: Date.now(),
      }),
    );
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '1Bbob9',
      '2Aamy5',
    ]);
  });

  it('shows nothing for a widget type it has no renderer for', async () => {
    const { socket, onRendererFailed } = renderOverlay();
    act(() =>
      socket.receive({ ...chatSnapshot, widget: { id: 'w', type: 'hologram', settings: {} } }),
    );
    await act(() => loadRenderer('hologram'));
    expect(document.body.textContent).toBe('');
    expect(onRendererFailed).not.toHaveBeenCalled();
  });

  it('loads a type’s renderer with its first widget, and shows the events that came meanwhile', async () => {
    forgetLoadedRenderers();
    const { socket, storage } = renderOverlay();
    act(() => socket.receive(chatSnapshot));
    act(() => socket.receive({ type: 'event', seq: 1, event: makeChat('nora', 'early line') }));
    // Its chunk is on its way: nothing drawn yet, nothing acknowledged as shown.
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'e1', seq: 0 });
    expect(await screen.findByTestId('chat-widget')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-line').map((line) => line.textContent)).toEqual([
      'nora: early line',
    ]);
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'e1', seq: 1 }),
    );
  });

  it('says so when a renderer’s chunk cannot be loaded, and loads it when asked again', async () => {
    forgetLoadedRenderers();
    const failure = new Error('Failed to fetch dynamically imported module');
    const load = vi.spyOn(rendererLoaders, 'chat').mockRejectedValueOnce(failure);
    const { socket, onRendererFailed } = renderOverlay();
    act(() => socket.receive(chatSnapshot));
    await waitFor(() => expect(onRendererFailed).toHaveBeenCalledWith(failure));
    expect(screen.queryByTestId('chat-widget')).not.toBeInTheDocument();
    // The failed load is not kept: a later widget of the type (or a reload) tries again.
    await act(() => loadRenderer('chat'));
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRestore();
  });
});
