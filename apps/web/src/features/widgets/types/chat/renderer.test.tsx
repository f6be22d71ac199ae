import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { chatSettingsSchema, type ChatSettings } from '@kyo/contracts';
import { makeChat, makeFeed } from '../../test/factories';
import type { FeedItem } from '../renderer';
import { ChatRenderer } from './renderer';

const settings = (overrides: Partial<ChatSettings> = {}): ChatSettings =>
  chatSettingsSchema.parse({ hiddenUsers: [], ...overrides });
const lines = () => screen.queryAllByTestId('chat-line');
const texts = () => lines().map((line) => line.textContent);

describe('chat renderer', () => {
  it('draws emotes by id through the server’s emote path and falls back to the name when one fails', () => {
    const message = makeChat('nora', 'gg KEKW', {
      parts: [
        { kind: 'text', text: 'gg ' },
        { kind: 'emote', id: '37226', name: 'KEKW' },
      ],
      text: 'gg KEKW',
    });
    render(<ChatRenderer settings={settings()} feed={makeFeed([message])} />);
    const image = screen.getByRole('img', { name: 'KEKW' });
    expect(image).toHaveAttribute('src', '/api/emotes/37226/fullsize');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'KEKW' })).not.toBeInTheDocument();
    expect(lines()[0]).toHaveTextContent('nora: gg KEKW');
  });

  it('shows emotes as names when emote images are off', () => {
    const message = makeChat('nora', '', {
      parts: [{ kind: 'emote', id: '1', name: 'PogU' }],
      text: 'PogU',
    });
    render(<ChatRenderer settings={settings({ showEmotes: false })} feed={makeFeed([message])} />);
    expect(screen.queryByRole('img', { name: 'PogU' })).not.toBeInTheDocument();
    expect(lines()[0]).toHaveTextContent('PogU');
  });

  it('draws a badge per known kind, skips unknown kinds, and hides them all when switched off', () => {
    const message = makeChat('mod', 'hi', {
      badges: [
        { type: 'moderator', text: 'Moderator' },
        { type: 'subscriber', text: 'Subscriber', count: 3 },
        { type: 'made-up', text: 'Nope' },
      ],
    });
    const { rerender, container } = render(
      <ChatRenderer settings={settings()} feed={makeFeed([message])} />,
    );
    const badges = [...container.querySelectorAll('[data-badge]')].map((badge) =>
      badge.getAttribute('data-badge'),
    );
    expect(badges).toEqual(['moderator', 'subscriber']);
    expect(screen.getByRole('img', { name: 'Moderator' })).toBeInTheDocument();
    rerender(
      <ChatRenderer settings={settings({ showBadges: false })} feed={makeFeed([message])} />,
    );
    expect(container.querySelector('[data-badge]')).toBeNull();
  });

  it('hides commands and hidden users (any case) but shows everyone else', () => {
    const feed = makeFeed([
      makeChat('viewer', '!discord'),
      makeChat('KyO_Bot', 'I am a bot'),
      makeChat('viewer', 'a real message'),
    ]);
    render(<ChatRenderer settings={settings({ hiddenUsers: ['kyo_bot'] })} feed={feed} />);
    expect(texts()).toEqual(['viewer: a real message']);
  });

  it('shows commands when hiding them is off', () => {
    render(
      <ChatRenderer
        settings={settings({ hideCommands: false })}
        feed={makeFeed([makeChat('v', '!so')])}
      />,
    );
    expect(texts()).toEqual(['v: !so']);
  });

  it('keeps only the newest messages up to the maximum', () => {
    const feed = makeFeed(['one', 'two', 'three', 'four'].map((text) => makeChat('u', text)));
    render(<ChatRenderer settings={settings({ maxMessages: 2 })} feed={feed} />);
    expect(texts()).toEqual(['u: three', 'u: four']);
  });

  it('puts the newest line last going up and first going down', () => {
    const feed = makeFeed([makeChat('a', 'first'), makeChat('b', 'second')]);
    const { rerender } = render(<ChatRenderer settings={settings()} feed={feed} />);
    expect(texts()).toEqual(['a: first', 'b: second']);
    rerender(<ChatRenderer settings={settings({ direction: 'down' })} feed={feed} />);
    expect(texts()).toEqual(['b: second', 'a: first']);
  });

  it('fades each message out after the set seconds', () => {
    vi.useFakeTimers();
    try {
      let now = 1_000;
      const clock = () => now;
      const feed = [
        ...makeFeed([makeChat('a', 'old')], 1_000),
        ...makeFeed([makeChat('b', 'new')], 4_000, 2),
      ];
      render(<ChatRenderer settings={settings({ fadeAfterSeconds: 5 })} feed={feed} now={clock} />);
      expect(texts()).toEqual(['a: old', 'b: new']);
      now = 5_500; // 'old' is in its last 600 ms: fading out
      act(() => {
        vi.advanceTimersByTime(4_500);
      });
      expect(lines()[0]).toHaveClass('kyo-chat-leaving');
      now = 6_100;
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(texts()).toEqual(['b: new']);
      now = 9_100;
      act(() => {
        vi.advanceTimersByTime(3_000);
      });
      expect(lines()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes every line of a banned chatter', () => {
    const feed = makeFeed([
      makeChat('troll', 'bad'),
      makeChat('nice', 'hello'),
      makeChat('Troll', 'worse'),
      { kind: 'chat.clear-user', username: 'TROLL', at: 0 },
      makeChat('troll', 'after the ban'),
    ]);
    render(<ChatRenderer settings={settings()} feed={feed} />);
    expect(texts()).toEqual(['nice: hello', 'troll: after the ban']);
  });

  it('drops a line moderation removed after it was shown', () => {
    const spam = makeChat('raider', 'FOLLOW me for free stuff', { id: 'spam-1' });
    const feed = makeFeed([makeChat('nice', 'hello'), spam, makeChat('raider', 'sorry')]);
    const { rerender } = render(<ChatRenderer settings={settings()} feed={feed} />);
    expect(texts()).toEqual(['nice: hello', 'raider: FOLLOW me for free stuff', 'raider: sorry']);
    const after = makeFeed([
      makeChat('nice', 'hello'),
      spam,
      makeChat('raider', 'sorry'),
      { kind: 'chat.delete', id: 'spam-1', at: 0 },
    ]);
    rerender(<ChatRenderer settings={settings()} feed={after} />);
    expect(texts()).toEqual(['nice: hello', 'raider: sorry']);
  });

  it('renders chat text as text, never as HTML', () => {
    const attack = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <ChatRenderer settings={settings()} feed={makeFeed([makeChat('<b>evil</b>', attack)])} />,
    );
    expect(screen.getByText(attack)).toBeInTheDocument();
    expect(screen.getByText('<b>evil</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('uses Kick colours per chatter or one custom colour', () => {
    const feed = makeFeed([makeChat('a', 'x', { color: '#123456' })]);
    const { rerender } = render(<ChatRenderer settings={settings()} feed={feed} />);
    const name = () => within(lines()[0]!).getByText('a');
    expect(name()).toHaveStyle({ color: '#123456' });
    rerender(
      <ChatRenderer
        settings={settings({ usernameColorMode: 'custom', usernameColor: '#abcdef' })}
        feed={feed}
      />,
    );
    expect(name()).toHaveStyle({ color: '#abcdef' });
  });

  it('acknowledges each new event as shown, filtered ones included', () => {
    const onConsumed = vi.fn<(item: FeedItem) => void>();
    const feed = makeFeed([makeChat('a', '!cmd')]);
    const { rerender } = render(
      <ChatRenderer settings={settings()} feed={feed} onConsumed={onConsumed} />,
    );
    expect(onConsumed).toHaveBeenLastCalledWith(feed[0]);
    const more = [...feed, ...makeFeed([makeChat('b', 'hi')], 0, 2)];
    rerender(<ChatRenderer settings={settings()} feed={more} onConsumed={onConsumed} />);
    expect(onConsumed).toHaveBeenLastCalledWith(more[1]);
  });
});
