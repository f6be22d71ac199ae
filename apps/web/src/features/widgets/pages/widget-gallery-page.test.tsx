import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
});
