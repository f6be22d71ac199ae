import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MEDIA_LIMITS, type Me, type Reward } from '@kyo/contracts';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { Toaster } from '../../../components/ui/toast';
import { i18n } from '../../../app/i18n';
import { authStore } from '../../../lib/auth-store';
import { EMPTY_REWARD } from '../lib/reward-form';
import { RewardEditor } from './reward-editor';

installFakeLayout();

/** The reward editor's song request, counter and giveaway entry actions (issues 34 and 36). */
function stubCreate() {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : {};
    bodies.push({ method: init.method, path: new URL(input, 'http://localhost').pathname, body });
    const reward: Reward = {
      ...EMPTY_REWARD,
      ...(body as Partial<Reward>),
      id: '0190f5a0-0000-7000-8000-0000000000a1',
      kickRewardId: 'k1',
      sync: 'synced',
      createdAt: '2026-11-27T08:00:00.000Z',
      updatedAt: '2026-11-27T08:00:00.000Z',
    } as Reward;
    return new Response(JSON.stringify(reward), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
  return bodies;
}

function renderEditor(onClose = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RewardEditor
          initial={{ ...EMPTY_REWARD, title: 'Song' }}
          scenes={[]}
          obsReady={false}
          onClose={onClose}
        />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
});
afterEach(async () => {
  authStore.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe(
  'reward editor: song request, counter and giveaway entry actions',
  { timeout: 30_000 },
  () => {
    it('asks for the viewer’s text before a song request reward is saved, then saves all three', async () => {
      const bodies = stubCreate();
      const user = userEvent.setup();
      const onClose = renderEditor();
      await user.click(screen.getByRole('button', { name: 'Add Song request' }));
      expect(screen.getByText(/is their song request/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Song request rules' })).toHaveAttribute(
        'href',
        '/bot/song-requests',
      );
      await user.click(screen.getByRole('button', { name: 'Create on Kick' }));
      expect(await screen.findByText(/A song request reward needs it on/)).toBeInTheDocument();
      expect(bodies).toEqual([]);

      await user.click(screen.getByRole('switch', { name: /The viewer types a text/ }));
      await user.click(screen.getByRole('button', { name: 'Add Counter' }));
      await user.click(screen.getByRole('button', { name: 'Add Giveaway entry' }));
      expect(
        screen.getByText(/Enters the viewer in the giveaway that is open/),
      ).toBeInTheDocument();
      // A counter without a name is refused where it is typed.
      await user.click(screen.getByRole('button', { name: 'Create on Kick' }));
      const counter = screen.getAllByTestId('reward-action')[1]!;
      expect(await within(counter).findByText('Counter name is required')).toBeInTheDocument();
      await user.type(within(counter).getByRole('textbox', { name: /Counter/ }), '!Deaths');
      const amount = within(counter).getByRole('spinbutton', { name: /Adds/ });
      await user.clear(amount);
      await user.type(amount, '-3{Enter}');
      await user.click(screen.getByRole('button', { name: 'Create on Kick' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(bodies).toEqual([
        {
          method: 'POST',
          path: '/api/rewards',
          body: expect.objectContaining({
            userInputRequired: true,
            actions: [
              { type: 'song-request' },
              { type: 'counter', name: 'deaths', amount: -3 },
              { type: 'giveaway-entry' },
            ],
          }),
        },
      ]);
    });

    it('speaks Turkish', async () => {
      await i18n.changeLanguage('tr');
      stubCreate();
      const user = userEvent.setup();
      renderEditor();
      await user.click(screen.getByRole('button', { name: 'Şarkı isteği ekle' }));
      await user.click(screen.getByRole('button', { name: 'Sayaç ekle' }));
      expect(screen.getByText(/Bu adda bir sayaç yoksa puanlar geri verilir/)).toBeInTheDocument();
    });
  },
);

describe('reward editor: the Sound action', { timeout: 30_000 }, () => {
  const upload = {
    sha256: 'a'.repeat(64),
    ref: `media:${'a'.repeat(64)}`,
    kind: 'sound',
    contentType: 'audio/mpeg',
    name: 'airhorn.mp3',
    size: 2000,
    createdAt: '2026-11-27T08:00:00.000Z',
  };

  it('picks from the alert widgets’ library (Kyo’s sounds, the channel’s uploads), plays it, and saves its reference', async () => {
    // The file's afterEach took installFakeLayout's stand-in away after the first test.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const bodies = stubCreate();
    const create = globalThis.fetch;
    const played: Array<{ src: string; volume: number }> = [];
    vi.stubGlobal(
      'Audio',
      class {
        volume = 1;
        constructor(readonly src: string) {}
        play() {
          played.push({ src: this.src, volume: this.volume });
          return Promise.resolve();
        }
      },
    );
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (new URL(input, 'http://localhost').pathname === '/api/media')
        return new Response(
          JSON.stringify({
            items: [upload],
            usage: { bytes: 2000, files: 1 },
            limits: MEDIA_LIMITS,
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      return create(input, init);
    });
    const user = userEvent.setup();
    const onClose = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Sound' }));
    const source = screen.getByRole('combobox', { name: 'File' });
    // A new Sound action starts with one of Kyo's sounds, which plays at once.
    expect(source).toHaveValue('Coin');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(played).toEqual([{ src: '/sounds/coin.mp3', volume: 0.8 }]));
    await user.click(source);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Chime', 'Fanfare', 'Harp', 'airhorn.mp3']));
    expect(options).not.toContain('No sound');
    await user.click(screen.getByRole('option', { name: 'airhorn.mp3' }));
    expect(screen.getByTestId('upload-sound')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create on Kick' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          actions: [{ type: 'sound', url: upload.ref, volume: 80 }],
        }),
      }),
    ]);
  });
});
