import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  chatLeaderboardSettingsSchema,
  type ChatLeaderboardSettings,
  type LeaderboardEntry,
} from '@kyo/contracts';
import { makeChat, makeFeed } from '../../test/factories';
import { ChatLeaderboardRenderer } from './renderer';

const settings = (overrides: Partial<ChatLeaderboardSettings> = {}) =>
  chatLeaderboardSettingsSchema.parse({ showAvatars: false, ...overrides });
const entry = (rank: number, name: string, value: number): LeaderboardEntry => ({
  rank,
  name,
  value,
  color: null,
  avatar: null,
});
const state = (entries: LeaderboardEntry[]) => ({
  resetAt: null,
  streamStartedAt: null,
  period: 'stream:0',
  entries,
});
const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent);

describe('chat leaderboard renderer', () => {
  it('ranks a preview’s chat itself: most messages first, ties sharing a rank, by name', () => {
    const feed = makeFeed([
      makeChat('bob'),
      makeChat('amy'),
      makeChat('bob'),
      makeChat('amy'),
      makeChat('cem'),
    ]);
    render(<ChatLeaderboardRenderer settings={settings()} feed={feed} />);
    expect(rows()).toEqual(['1amy2', '1bob2', '3cem1']);
  });

  it('draws the server’s ranking when it has one, at most top N', () => {
    render(
      <ChatLeaderboardRenderer
        settings={settings({ topN: 2 })}
        feed={[]}
        state={state([entry(1, 'amy', 12), entry(2, 'bob', 7), entry(3, 'cem', 1)])}
      />,
    );
    expect(rows()).toEqual(['1amy12', '2bob7']);
  });

  it('raises the first three on a podium and lists the rest', () => {
    const entries = [1, 2, 3, 4].map((rank) => entry(rank, `v${rank}`, 10 - rank));
    const { container } = render(
      <ChatLeaderboardRenderer
        settings={settings({ layout: 'podium' })}
        feed={[]}
        state={state(entries)}
      />,
    );
    expect(container.querySelectorAll('.kyo-lb-step')).toHaveLength(3);
    expect(container.querySelectorAll('.kyo-lb-list .kyo-lb-row')).toHaveLength(1);
  });

  it('runs a ticker twice over for a seamless loop, hiding the copy from screen readers', () => {
    const { container } = render(
      <ChatLeaderboardRenderer
        settings={settings({ layout: 'ticker' })}
        feed={[]}
        state={state([entry(1, 'amy', 3)])}
      />,
    );
    const runs = container.querySelectorAll('.kyo-lb-run');
    expect(runs).toHaveLength(2);
    expect(runs[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a 500-character name on one line with its value, and says when nobody chatted', () => {
    const long = 'x'.repeat(500);
    render(
      <ChatLeaderboardRenderer
        settings={settings()}
        feed={[]}
        state={state([entry(1, long, 4)])}
      />,
    );
    expect(screen.getByTitle(long)).toHaveClass('kyo-lb-name');
    expect(rows()).toEqual([`1${long}4`]);
  });

  it('says when nobody chatted yet', () => {
    render(<ChatLeaderboardRenderer settings={settings()} feed={[]} state={state([])} />);
    expect(screen.getByText('No chatters yet')).toBeInTheDocument();
  });

  it('draws an avatar when Kick gave one, else the initial', () => {
    render(
      <ChatLeaderboardRenderer
        settings={settings({ showAvatars: true })}
        feed={[]}
        state={state([
          { ...entry(1, 'amy', 2), avatar: 'https://files.kick.com/a.webp' },
          entry(2, 'bob', 1),
        ])}
      />,
    );
    expect(document.querySelector('img.kyo-lb-avatar')).toHaveAttribute(
      'src',
      'https://files.kick.com/a.webp',
    );
    expect(screen.getByText('B')).toHaveClass('kyo-lb-avatar-initial');
  });
});
