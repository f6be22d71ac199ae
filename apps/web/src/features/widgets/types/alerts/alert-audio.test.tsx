import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { followerAlertSettingsSchema, subscribeAlertSettingsSchema } from '@kyo/contracts';
import { makeFeed } from '../../test/factories';
import { FollowerAlertRenderer } from '../follower-alert/renderer';
import { SubscribeRenderer } from '../subscribe/renderer';
import type { DisplayAssets } from '../renderer';
import type { AudioPort } from './alert-audio';

/** An audio port on the fake clock: each play lasts `lengths[role]` ms unless stopped. */
function fakeAudio(lengths: { sound: number; speech: number }) {
  const log: string[] = [];
  const port: AudioPort = {
    play(url, volume, role) {
      log.push(`${Date.now()} play ${role} ${url} ${volume}`);
      let finish = () => undefined as void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const timer = setTimeout(() => {
        log.push(`${Date.now()} end ${role}`);
        finish();
      }, lengths[role]);
      return {
        done,
        stop: () => {
          clearTimeout(timer);
          log.push(`${Date.now()} stop ${role}`);
          finish();
        },
      };
    },
  };
  return { port, log };
}
const assets: DisplayAssets = {
  media: (url) => (url.startsWith('media:') ? `/api/overlay-media/KEY/${url.slice(6)}` : url),
  speech: (token) => `/speech?t=${token}`,
};
const phase = () => screen.queryByTestId('alert')?.getAttribute('data-phase') ?? 'none';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('sound and speech in the alert queue', () => {
  it('plays a follow’s default sound with its entrance, at the set volume', async () => {
    const { port, log } = fakeAudio({ sound: 800, speech: 0 });
    const settings = followerAlertSettingsSchema.parse({});
    render(
      <FollowerAlertRenderer
        settings={settings}
        feed={makeFeed([{ kind: 'follow', name: 'nora', at: 0 }])}
        audio={port}
        assets={assets}
      />,
    );
    expect(screen.getByTestId('alert')).toHaveClass('kyo-alert-in-pop');
    expect(log).toEqual(['0 play sound /sounds/chime.mp3 0.7']);
  });

  it('speaks a Kicks message after the sound, keeps the alert until it ends, then the next', async () => {
    const { port, log } = fakeAudio({ sound: 1000, speech: 5000 });
    const settings = subscribeAlertSettingsSchema.parse({
      durationSeconds: 3,
      gapSeconds: 1,
      animationMs: 500,
      sound: { url: `media:${'a'.repeat(64)}`, volume: 50 },
      tts: { enabled: true, minAmount: 100, volume: 90 },
    });
    const feed = makeFeed([
      { kind: 'kicks', name: 'pat', amount: 1000, message: 'gg wp', speech: 'tok.en', at: 0 },
      { kind: 'kicks', name: 'small', amount: 50, message: 'hi', speech: 'tok.small', at: 0 },
    ]);
    render(<SubscribeRenderer settings={settings} feed={feed} audio={port} assets={assets} />);
    await advance(5999);
    expect(phase()).toBe('in'); // past its 3 s: the message is still being spoken
    await advance(1);
    expect(phase()).toBe('out');
    await advance(1500); // exit 500 ms, gap 1 s
    expect(screen.getByTestId('alert')).toHaveTextContent('small sent 50 Kicks!');
    await advance(10_000);
    expect(log).toEqual([
      `0 play sound /api/overlay-media/KEY/${'a'.repeat(64)} 0.5`,
      '1000 end sound',
      '1000 play speech /speech?t=tok.en 0.9',
      '6000 end speech',
      // Below the minimum: its sound plays, its message is shown but not spoken.
      `7500 play sound /api/overlay-media/KEY/${'a'.repeat(64)} 0.5`,
      '8500 end sound',
    ]);
  });

  it('ends the alert on screen and its speech when the streamer skips', async () => {
    const { port, log } = fakeAudio({ sound: 200, speech: 20_000 });
    const settings = subscribeAlertSettingsSchema.parse({
      animationMs: 500,
      tts: { enabled: true, minAmount: 0 },
    });
    const feed = makeFeed([
      { kind: 'kicks', name: 'pat', amount: 5, message: 'long', speech: 't.k', at: 0 },
    ]);
    const { rerender } = render(
      <SubscribeRenderer settings={settings} feed={feed} audio={port} assets={assets} skip={0} />,
    );
    await advance(10_000);
    expect(phase()).toBe('in');
    rerender(
      <SubscribeRenderer settings={settings} feed={feed} audio={port} assets={assets} skip={1} />,
    );
    await advance(0);
    expect(phase()).toBe('out');
    expect(log.at(-1)).toBe('10000 stop speech');
  });

  it('shows a 1,000 Kicks gift with its gift name and message, numbers in the display’s language', () => {
    const settings = subscribeAlertSettingsSchema.parse({ sound: { url: '', volume: 0 } });
    const event = {
      kind: 'kicks' as const,
      name: 'pat',
      amount: 1000,
      gift: 'Hell Yeah',
      message: 'gg <b>wp</b>',
      at: 0,
    };
    const { unmount } = render(<SubscribeRenderer settings={settings} feed={makeFeed([event])} />);
    expect(screen.getByTestId('alert')).toHaveTextContent('pat sent 1,000 Kicks!');
    expect(screen.getByText('Hell Yeah')).toBeInTheDocument();
    // The viewer's message is text, never markup.
    expect(screen.getByTestId('alert-message')).toHaveTextContent('gg <b>wp</b>');
    unmount();
    render(<SubscribeRenderer settings={settings} feed={makeFeed([event])} locale="tr" />);
    expect(screen.getByTestId('alert')).toHaveTextContent('pat sent 1.000 Kicks!');
  });
});
