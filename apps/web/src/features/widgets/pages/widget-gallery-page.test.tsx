import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../app/i18n';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { renderPage } from '../test/render-page';
import WidgetGalleryPage from './widget-gallery-page';

installFakeLayout({ width: 800, height: 600 });

// Every widget type with a live preview: a large first render.
describe('widget gallery', { timeout: 20_000 }, () => {
  it('shows every type with a live preview and Create', () => {
    renderPage(<WidgetGalleryPage />, '/widget');
    for (const name of [
      'Chat box',
      'Chat leaderboard',
      'Emote streak',
      'Follower alert',
      'Live viewer count',
      'Spotify now playing',
      'Subscriber & Kicks alert',
    ]) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByRole('link', { name: 'Create' })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('article', { name: 'Chat box' })).getAllByTestId('chat-line').length,
    ).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('article', { name: 'Follower alert' })).getByTestId('alert'),
    ).toHaveTextContent('just followed!');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Coming in the next release')).not.toBeInTheDocument();
  });

  describe('in Turkish', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('plays every preview in Turkish: the widgets’ words and their sample texts', async () => {
      await i18n.changeLanguage('tr');
      renderPage(<WidgetGalleryPage />, '/widget');
      const card = (name: string) => screen.getByRole('article', { name });
      expect(await within(card('Takipçi bildirimi')).findByTestId('alert')).toHaveTextContent(
        'takip etti!',
      );
      expect(within(card('Çekiliş')).getByRole('status')).toHaveTextContent('Steam hediye kartı');
      expect(within(card('Çekiliş')).getByRole('status')).toHaveTextContent('katılım');
      expect(within(card('Anket')).getByText('Sıradaki boss hangisi?')).toBeInTheDocument();
      expect(within(card('Etkinlik listesi')).getByText('yeniden abone ×6 ay')).toBeInTheDocument();
      expect(within(card('Etkinlik listesi')).getByText('hediye etti ×5')).toBeInTheDocument();
      // The goal's title on the bar, besides the card's heading.
      expect(within(card('Takipçi hedefi')).getAllByText('Takipçi hedefi')).toHaveLength(2);
      // None of the English defaults the schemas start with.
      const page = document.body.textContent ?? '';
      for (const english of [
        'just followed',
        'Steam gift card',
        'Type !join',
        'entries',
        'Which boss next?',
        'Follower goal',
        'Top chatters',
        'watching',
        'resub ×',
        'gifted ×',
        'streak!',
      ])
        expect(page, english).not.toContain(english);
    });
  });
});
