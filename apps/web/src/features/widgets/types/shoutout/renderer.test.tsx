import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { shoutoutSettingsWidgetSchema } from '@kyo/contracts/widgets/types/shoutout';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { FeedItem } from '../renderer';
import { ShoutoutRenderer } from './renderer';

const settings = (overrides: object = {}) => shoutoutSettingsWidgetSchema.parse(overrides);
const T = 1_800_000_000_000;
const shoutout = (slug: string, overrides: object = {}): WidgetEvent => ({
  kind: 'shoutout',
  slug,
  category: 'Minecraft',
  title: 'Any% world record attempts',
  avatarUrl: 'https://files.kick.test/avatar.png',
  bannerUrl: 'https://files.kick.test/banner.png',
  live: false,
  url: `https://kick.com/${slug}`,
  at: T,
  ...overrides,
});
const item = (n: number, event: WidgetEvent, receivedAt = T): FeedItem => ({
  n,
  seq: n,
  event,
  receivedAt,
});

describe('shoutout renderer', () => {
  it('shows the channel’s name, category, title and link, with its pictures', () => {
    const { container } = render(
      <ShoutoutRenderer
        settings={settings()}
        feed={[item(1, shoutout('nova_speedruns'))]}
        now={() => T + 1_000}
      />,
    );
    const card = screen.getByTestId('shoutout-card');
    expect(card).toHaveTextContent('Go follow');
    expect(card).toHaveTextContent('nova_speedruns');
    expect(card).toHaveTextContent('Minecraft');
    expect(card).toHaveTextContent('Any% world record attempts');
    expect(card).toHaveTextContent('kick.com/nova_speedruns');
    expect(card).not.toHaveTextContent('LIVE');
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      'https://files.kick.test/banner.png',
      'https://files.kick.test/avatar.png',
    ]);
  });

  it('draws only http(s) pictures, and no banner when it is switched off', () => {
    const { container } = render(
      <ShoutoutRenderer
        settings={settings({ showBanner: false })}
        feed={[item(1, shoutout('chef_kai', { avatarUrl: 'javascript:alert(1)' }))]}
        now={() => T}
      />,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByTestId('shoutout-card')).toHaveTextContent('C');
  });

  it('writes the live badge in the widget’s own words, and none when it is empty', () => {
    const live = [item(1, shoutout('dj_rhea', { live: true }))];
    const { unmount } = render(
      <ShoutoutRenderer settings={settings({ liveText: 'EN VIVO' })} feed={live} now={() => T} />,
    );
    expect(screen.getByText('EN VIVO')).toBeInTheDocument();
    expect(screen.queryByText('LIVE')).toBeNull();
    unmount();
    render(<ShoutoutRenderer settings={settings({ liveText: '' })} feed={live} now={() => T} />);
    expect(screen.getByTestId('shoutout-card').querySelector('.kyo-so-live')).toBeNull();
  });

  it('shows the cards one after the other, each for its set time', () => {
    vi.useFakeTimers();
    try {
      let now = T;
      render(
        <ShoutoutRenderer
          settings={settings({ durationSeconds: 5 })}
          feed={[item(1, shoutout('nova_speedruns')), item(2, shoutout('chef_kai'), T + 1_000)]}
          now={() => now}
        />,
      );
      expect(screen.getByTestId('shoutout-card')).toHaveTextContent('nova_speedruns');
      now = T + 5_000;
      act(() => void vi.advanceTimersByTime(5_000));
      expect(screen.getByTestId('shoutout-card')).toHaveTextContent('chef_kai');
      now = T + 10_000;
      act(() => void vi.advanceTimersByTime(5_000));
      expect(screen.queryByTestId('shoutout-card')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
