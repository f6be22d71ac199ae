import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  followerAlertSettingsSchema,
  subscribeAlertSettingsSchema,
  type SubscribeAlertSettings,
} from '@kyo/contracts';
import { makeFeed } from '../../test/factories';
import type { FeedItem } from '../renderer';
import { FollowerAlertRenderer } from '../follower-alert/renderer';
import { SubscribeRenderer } from '../subscribe/renderer';

/** Silent (sound is tested on its own below) with a 450 ms exit. */
const QUIET = { sound: { url: '', volume: 70 }, animationMs: 450 };
const sub = (overrides: Partial<SubscribeAlertSettings> = {}) =>
  subscribeAlertSettingsSchema.parse({ durationSeconds: 2, gapSeconds: 1, ...QUIET, ...overrides });
const alerts = () => screen.queryAllByTestId('alert');
/** 2 s on screen, 450 ms exit, a 0 ms gap (which fake timers run 1 ms later). */
const NEXT = 2451;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('follower alert', () => {
  it('shows the template with the name highlighted in the accent colour', () => {
    const settings = followerAlertSettingsSchema.parse({
      messageTemplate: 'Welcome {name}!',
      accentColor: '#ff00aa',
    });
    render(
      <FollowerAlertRenderer
        settings={settings}
        feed={makeFeed([{ kind: 'follow', name: 'nora', at: 0 }])}
      />,
    );
    expect(alerts()[0]).toHaveTextContent('Welcome nora!');
    expect(screen.getByText('nora')).toHaveStyle({ color: '#ff00aa' });
  });

  it('plays its queue one alert at a time, in order, with the gap, and acknowledges each as shown', () => {
    const settings = followerAlertSettingsSchema.parse({
      durationSeconds: 2,
      gapSeconds: 1,
      ...QUIET,
    });
    const onConsumed = vi.fn<(item: FeedItem) => void>();
    const feed = makeFeed(['a', 'b'].map((name) => ({ kind: 'follow' as const, name, at: 0 })));
    render(<FollowerAlertRenderer settings={settings} feed={feed} onConsumed={onConsumed} />);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent('a just followed!');
    expect(onConsumed.mock.calls.map(([item]) => item.seq)).toEqual([1]);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(alerts()[0]).toHaveAttribute('data-phase', 'out');
    act(() => {
      vi.advanceTimersByTime(450);
    });
    expect(alerts()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(alerts()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(alerts()[0]).toHaveTextContent('b just followed!');
    expect(onConsumed.mock.calls.map(([item]) => item.seq)).toEqual([1, 2]);
  });

  it('queues events that arrive later without restarting the current alert', () => {
    const settings = followerAlertSettingsSchema.parse({
      durationSeconds: 2,
      gapSeconds: 0,
      ...QUIET,
    });
    const first = makeFeed([{ kind: 'follow', name: 'a', at: 0 }]);
    const { rerender } = render(<FollowerAlertRenderer settings={settings} feed={first} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender(
      <FollowerAlertRenderer
        settings={settings}
        feed={[...first, ...makeFeed([{ kind: 'follow', name: 'b', at: 0 }], 0, 2)]}
      />,
    );
    expect(alerts()[0]).toHaveTextContent('a just followed!');
    act(() => {
      vi.advanceTimersByTime(1451);
    }); // fake timers run a 0 ms gap 1 ms later
    expect(alerts()[0]).toHaveTextContent('b just followed!');
  });
});

describe('subscriber alert', () => {
  it('uses the new-sub, resub and gift templates', () => {
    const feed = makeFeed([
      { kind: 'subscription', name: 'new', months: 1, renewal: false, at: 0 },
      { kind: 'subscription', name: 'old', months: 7, renewal: true, at: 0 },
      { kind: 'gifted', name: 'santa', count: 3, giftees: [], at: 0 },
    ]);
    render(<SubscribeRenderer settings={sub({ gapSeconds: 0 })} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('new just subscribed!');
    act(() => {
      vi.advanceTimersByTime(NEXT);
    });
    expect(alerts()[0]).toHaveTextContent('old resubscribed for 7 months!');
    act(() => {
      vi.advanceTimersByTime(NEXT);
    });
    expect(alerts()[0]).toHaveTextContent('santa gifted 3 subs!');
  });

  it('skips resubs and gifts when they are switched off, and still acknowledges them', () => {
    const onConsumed = vi.fn<(item: FeedItem) => void>();
    const feed = makeFeed([
      { kind: 'subscription', name: 'old', months: 7, renewal: true, at: 0 },
      { kind: 'gifted', name: 'santa', count: 3, giftees: [], at: 0 },
    ]);
    render(
      <SubscribeRenderer
        settings={sub({ showResubs: false, showGifts: false })}
        feed={feed}
        onConsumed={onConsumed}
      />,
    );
    expect(alerts()).toHaveLength(0);
    expect(onConsumed).toHaveBeenCalledTimes(2);
  });

  it('applies the first variation whose condition holds', () => {
    const settings = sub({
      gapSeconds: 0,
      variations: [
        {
          name: 'big gift',
          condition: { field: 'count', atLeast: 5 },
          messageTemplate: 'WOW {name} dropped {count}!',
          accentColor: '#ffd93d',
        },
        {
          name: 'year',
          condition: { field: 'months', atLeast: 12 },
          messageTemplate: 'A year with {name}!',
        },
      ],
    });
    const feed = makeFeed([
      { kind: 'gifted', name: 'small', count: 2, giftees: [], at: 0 },
      { kind: 'gifted', name: 'big', count: 5, giftees: [], at: 0 },
      { kind: 'subscription', name: 'loyal', months: 12, renewal: true, at: 0 },
    ]);
    render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(alerts()[0]).toHaveTextContent('small gifted 2 subs!');
    act(() => {
      vi.advanceTimersByTime(NEXT);
    });
    expect(alerts()[0]).toHaveTextContent('WOW big dropped 5!');
    expect(screen.getByText('big')).toHaveStyle({ color: '#ffd93d' });
    act(() => {
      vi.advanceTimersByTime(NEXT);
    });
    expect(alerts()[0]).toHaveTextContent('A year with loyal!');
  });

  it('plays the alert sound at its volume unless muted', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      const settings = sub({ sound: { url: '/media/kyo-chime.ogg', volume: 40 } });
      const feed = makeFeed([
        { kind: 'subscription', name: 'a', months: 1, renewal: false, at: 0 },
      ]);
      const { unmount } = render(<SubscribeRenderer settings={settings} feed={feed} />);
      expect(play).toHaveBeenCalledTimes(1);
      expect((play.mock.contexts[0] as HTMLAudioElement).volume).toBeCloseTo(0.4);
      unmount();
      render(<SubscribeRenderer settings={settings} feed={feed} muted />);
      expect(play).toHaveBeenCalledTimes(1);
    } finally {
      play.mockRestore();
    }
  });

  it('shows the image or video of the alert', () => {
    const settings = sub({ media: { type: 'video', url: '/media/kyo-alpha-test.webm' } });
    const feed = makeFeed([{ kind: 'subscription', name: 'a', months: 1, renewal: false, at: 0 }]);
    const { container } = render(<SubscribeRenderer settings={settings} feed={feed} />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/kyo-alpha-test.webm');
  });
});
