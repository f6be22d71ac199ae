import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  emoteStreakSettingsSchema,
  initialEmoteStreak,
  type EmoteStreakSettings,
  type EmoteStreakState,
} from '@kyo/contracts';
import { makeChat, makeFeed } from '../../test/factories';
import { EmoteStreakRenderer, emoteHeight } from './renderer';

const T0 = 1_000_000;
const settings = (overrides: Partial<EmoteStreakSettings> = {}) =>
  emoteStreakSettingsSchema.parse(overrides);
const kekw = (name: string, at: number) =>
  makeChat(name, '', { parts: [{ kind: 'emote', id: '37226', name: 'KEKW' }], text: 'KEKW', at });
const streak = (count: number, extra: Partial<EmoteStreakState> = {}): EmoteStreakState => ({
  ...initialEmoteStreak(),
  emote: { id: '37226', name: 'KEKW' },
  count,
  streakId: 1,
  startedAt: T0,
  lastAt: T0,
  ...extra,
});

describe('emote streak renderer', () => {
  it('stays hidden below the threshold and appears at it, with the emote and the count', () => {
    const feed = makeFeed([kekw('a', T0), kekw('b', T0)]);
    const { rerender } = render(
      <EmoteStreakRenderer settings={settings()} feed={feed} now={() => T0} />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <EmoteStreakRenderer
        settings={settings()}
        feed={[...feed, ...makeFeed([kekw('c', T0)], 0, 3)]}
        now={() => T0}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('3×');
    expect(screen.getByRole('img', { name: 'KEKW' })).toHaveAttribute(
      'src',
      '/api/emotes/37226/fullsize',
    );
  });

  it('reads the server’s streak in server time and leaves when its gap has passed', () => {
    let now = T0 + 5_000;
    const { rerender } = render(
      <EmoteStreakRenderer
        settings={settings()}
        feed={[]}
        state={streak(6)}
        serverOffsetMs={0}
        now={() => now}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('6×');
    // The page's clock is 30 s behind the server: the gap (20 s) is already over.
    rerender(
      <EmoteStreakRenderer
        settings={settings()}
        feed={[]}
        state={streak(6)}
        serverOffsetMs={30_000}
        now={() => now}
      />,
    );
    act(() => {
      now += 1_000;
    });
    rerender(
      <EmoteStreakRenderer
        settings={settings()}
        feed={[]}
        state={streak(6)}
        serverOffsetMs={30_000}
        now={() => now}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('plays the milestone animation only right after a milestone', () => {
    const state = streak(10, { milestone: 10, milestoneAt: T0 });
    const { rerender } = render(
      <EmoteStreakRenderer settings={settings()} feed={[]} state={state} now={() => T0 + 100} />,
    );
    expect(screen.getByRole('img', { name: 'KEKW' })).toHaveAttribute('data-milestone', '10');
    rerender(
      <EmoteStreakRenderer settings={settings()} feed={[]} state={state} now={() => T0 + 5_000} />,
    );
    expect(screen.getByRole('img', { name: 'KEKW' })).not.toHaveAttribute('data-milestone');
  });

  it('grows the emote with the count, up to twice its size, only when asked', () => {
    expect(emoteHeight(settings({ emoteSize: 100 }), 3)).toBe(100);
    expect(emoteHeight(settings({ emoteSize: 100 }), 13)).toBe(150);
    expect(emoteHeight(settings({ emoteSize: 100 }), 500)).toBe(200);
    expect(emoteHeight(settings({ emoteSize: 100, grow: false }), 500)).toBe(100);
  });
});
