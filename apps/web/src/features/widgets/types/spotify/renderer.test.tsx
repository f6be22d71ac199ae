import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { spotifySettingsSchema, type SpotifySettings, type SpotifyState } from '@kyo/contracts';
import { SpotifyRenderer, visibility } from './renderer';

const settings = (overrides: Partial<SpotifySettings> = {}) =>
  spotifySettingsSchema.parse(overrides);
const T0 = 1_000_000;
const playing = (overrides: Partial<SpotifyState> = {}): SpotifyState => ({
  status: 'playing',
  item: {
    kind: 'track',
    title: 'Neon Skyline',
    subtitle: 'The Midnight Arcade',
    album: 'Night',
    art: null,
    durationMs: 200_000,
  },
  progressMs: 50_000,
  at: T0,
  quietSince: null,
  ...overrides,
});

describe('Spotify renderer', () => {
  it('shows the title, the artists and a progress bar from the server’s position', () => {
    const { container } = render(
      <SpotifyRenderer settings={settings()} feed={[]} state={playing()} now={() => T0 + 10_000} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Neon Skyline');
    expect(screen.getByRole('status')).toHaveTextContent('The Midnight Arcade');
    const fill = container.querySelector<HTMLElement>('.kyo-sp-fill')!;
    expect(fill.style.getPropertyValue('--sp-from')).toBe('0.3000');
    expect(fill.style.animationDuration).toBe('140000ms');
  });

  it('shows a podcast episode with its show', () => {
    const episode = playing({
      item: {
        kind: 'episode',
        title: 'Episode 12',
        subtitle: 'Kyo Talks',
        album: null,
        art: null,
        durationMs: 1,
      },
    });
    render(<SpotifyRenderer settings={settings()} feed={[]} state={episode} now={() => T0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Kyo Talks');
  });

  it('hides a pause after the set delay, and nothing, ads and a missing connection as set', () => {
    const paused = playing({ status: 'paused', quietSince: T0 });
    expect(visibility(paused, settings({ hideAfterSeconds: 10 }), T0 + 9_000)).toEqual({
      visible: true,
      changesIn: 1_000,
    });
    expect(visibility(paused, settings({ hideAfterSeconds: 10 }), T0 + 10_000).visible).toBe(false);
    expect(visibility(paused, settings({ hideWhenPaused: false }), T0 + 99_000).visible).toBe(true);
    expect(visibility(playing({ status: 'ad', item: null }), settings(), T0).visible).toBe(false);
    const gone = playing({ status: 'needs_reconnect' });
    expect(visibility(gone, settings(), T0).visible).toBe(false);
    expect(visibility(gone, settings({ whenDisconnected: 'last' }), T0).visible).toBe(true);
  });
});
