import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { subscribeAlertSettingsSchema, type SubscribeAlertSettings } from '@kyo/contracts';
import { makeFeed } from '../../test/factories';
import type { FeedItem } from '../renderer';
import { SubscribeRenderer } from './renderer';

const sub = (overrides: Partial<SubscribeAlertSettings> = {}) =>
  subscribeAlertSettingsSchema.parse({
    durationSeconds: 2,
    gapSeconds: 0,
    sound: { url: '', volume: 70 },
    animationMs: 450,
    ...overrides,
  });
const alerts = () => screen.queryAllByTestId('alert');
/** 2 s on screen, 450 ms exit, a 0 ms gap (which fake timers run 1 ms later). */
const NEXT = 2451;
const next = () =>
  act(() => {
    vi.advanceTimersByTime(NEXT);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Kicks on the subscriber alert', () => {
  it('shows Kicks with their own message, tokens and the Kicks icon', () => {
    const feed = makeFeed([
      { kind: 'kicks', name: 'nora', amount: 250, gift: 'Rage Quit', message: 'gg', at: 0 },
      { kind: 'kicks', name: 'pat', amount: 10, at: 0 },
    ]);
    const settings = sub({ kicksTemplate: '{name} threw {amount} {gift} ({message})' });
    const { container } = render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('nora threw 250 Rage Quit (gg)');
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'kicks');
    next();
    expect(alerts()[0]).toHaveTextContent('pat threw 10 Kicks ()');
  });

  it('uses the default Kicks message for settings saved before Kicks existed', () => {
    const settings = subscribeAlertSettingsSchema.parse({ messageTemplate: '{name} subbed' });
    render(
      <SubscribeRenderer
        settings={settings}
        feed={makeFeed([{ kind: 'kicks', name: 'nora', amount: 50, at: 0 }])}
      />,
    );
    expect(alerts()[0]).toHaveTextContent('nora sent 50 Kicks!');
  });

  it('skips Kicks when they are switched off, and still acknowledges them', () => {
    const onConsumed = vi.fn<(item: FeedItem) => void>();
    const feed = makeFeed([
      { kind: 'kicks', name: 'nora', amount: 50, at: 0 },
      { kind: 'subscription', name: 'pat', months: 1, renewal: false, at: 0 },
    ]);
    render(
      <SubscribeRenderer
        settings={sub({ showKicks: false })}
        feed={feed}
        onConsumed={onConsumed}
      />,
    );
    expect(alerts()[0]).toHaveTextContent('pat just subscribed!');
    expect(onConsumed.mock.calls.map(([item]) => item.seq)).toEqual([1, 2]);
  });

  it('picks a variation by Kicks amount, which never applies to subs or gifts', () => {
    const settings = sub({
      variations: [
        {
          name: 'whale',
          condition: { field: 'amount', atLeast: 1000 },
          messageTemplate: 'WHALE {name}: {amount}!',
          accentColor: '#ffd93d',
          media: { type: 'image', url: '/media/whale.gif' },
        },
        {
          name: 'big',
          condition: { field: 'amount', atLeast: 100 },
          messageTemplate: 'Big {name}',
        },
      ],
    });
    const feed = makeFeed([
      { kind: 'kicks', name: 'small', amount: 99, at: 0 },
      { kind: 'kicks', name: 'mid', amount: 100, at: 0 },
      { kind: 'kicks', name: 'huge', amount: 5000, at: 0 },
      { kind: 'gifted', name: 'gifter', count: 2000, giftees: [], at: 0 },
    ]);
    const { container } = render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('small sent 99 Kicks!');
    next();
    expect(alerts()[0]).toHaveTextContent('Big mid');
    next();
    // Amounts in the display's language (jsdom's is English).
    expect(alerts()[0]).toHaveTextContent('WHALE huge: 5,000!');
    expect(screen.getByText('huge')).toHaveStyle({ color: '#ffd93d' });
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/whale.gif');
    next();
    expect(alerts()[0]).toHaveTextContent('gifter gifted 2,000 subs!');
  });
});

describe('channel points on the subscriber alert', () => {
  it('shows a reward with its own message, image and icon, and a variation by reward title', () => {
    const settings = sub({
      rewardTemplate: '{name} redeemed {reward} ({cost}): {input}',
      rewardMedia: { type: 'image', url: '/media/points.gif' },
      variations: [
        {
          name: 'hydrate',
          condition: { field: 'reward', reward: 'hydrate' },
          messageTemplate: 'Drink up, {name}!',
        },
      ],
    });
    const feed = makeFeed([
      { kind: 'reward.redemption', name: 'nora', reward: 'Dance', cost: 50, input: 'now', at: 0 },
      { kind: 'reward.redemption', name: 'pat', reward: 'Hydrate', cost: 100, input: '', at: 0 },
      { kind: 'kicks', name: 'kim', amount: 10, at: 0 },
    ]);
    const { container } = render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('nora redeemed Dance (50): now');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/points.gif');
    next();
    expect(alerts()[0]).toHaveTextContent('Drink up, pat!');
    next();
    // Kicks keep the alert's own media (none), not the channel-points image.
    expect(alerts()[0]).toHaveTextContent('kim sent 10 Kicks!');
    expect(container.querySelector('img')).toBeNull();
  });

  it('plays a reward’s sound alone without showing an alert, and honours the switch', () => {
    const played: string[] = [];
    const Original = window.Audio;
    // A real <audio> element that records what it was asked to play (jsdom plays nothing).
    window.Audio = function (src: string) {
      played.push(src);
      const audio = document.createElement('audio');
      audio.src = src;
      audio.play = () => Promise.resolve();
      return audio;
    } as unknown as typeof Audio;
    try {
      const onConsumed = vi.fn<(item: FeedItem) => void>();
      const feed = makeFeed([
        { kind: 'reward.sound', url: '/media/horn.mp3', volume: 50, at: 0 },
        { kind: 'reward.redemption', name: 'pat', reward: 'Hidden', cost: 1, input: '', at: 0 },
      ]);
      render(
        <SubscribeRenderer
          settings={sub({ showRewards: false })}
          feed={feed}
          onConsumed={onConsumed}
        />,
      );
      expect(played).toEqual(['/media/horn.mp3']);
      expect(alerts()).toHaveLength(0);
      expect(onConsumed.mock.calls.map(([item]) => item.seq)).toEqual([1, 2]);
    } finally {
      window.Audio = Original;
    }
  });
});

describe('store purchases on the subscriber alert', () => {
  const purchase = (name: string, item: string, price: number, input = '') =>
    ({
      kind: 'points.purchase',
      name,
      item,
      price,
      currency: 'coins',
      input,
      at: 0,
    }) as const;

  it('shows a purchase with its own message, image and the default template', () => {
    const feed = makeFeed([
      purchase('nora', 'Pick the game', 2500, 'Minecraft'),
      purchase('pat', 'Hydrate', 100),
    ]);
    const settings = sub({
      purchaseTemplate: '{name} spent {price} {currency} on {item}: {input}',
      purchaseMedia: { type: 'image', url: '/media/shop.gif' },
    });
    const { container } = render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('nora spent 2,500 coins on Pick the game: Minecraft');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/shop.gif');
    next();
    expect(alerts()[0]).toHaveTextContent('pat spent 100 coins on Hydrate:');
    next();
    const { unmount } = render(
      <SubscribeRenderer settings={sub()} feed={makeFeed([purchase('kim', 'Hydrate', 1)])} />,
    );
    expect(alerts().at(-1)).toHaveTextContent('kim bought Hydrate!');
    unmount();
  });

  it('honours the switch', () => {
    const onConsumed = vi.fn<(item: FeedItem) => void>();
    render(
      <SubscribeRenderer
        settings={sub({ showPurchases: false })}
        feed={makeFeed([purchase('pat', 'Hidden', 1)])}
        onConsumed={onConsumed}
      />,
    );
    expect(alerts()).toHaveLength(0);
    expect(onConsumed).toHaveBeenCalledTimes(1);
  });
});
