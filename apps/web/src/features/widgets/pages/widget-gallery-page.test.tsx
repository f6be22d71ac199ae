import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { renderPage } from '../test/render-page';
import WidgetGalleryPage from './widget-gallery-page';
import WidgetBuilderPage from './widget-builder-page';

installFakeLayout({ width: 800, height: 600 });

describe('widget gallery', () => {
  it('shows the working types with live previews and Create, the others as coming soon', () => {
    renderPage(<WidgetGalleryPage />, '/widget');
    for (const name of [
      'Chat box',
      'Chat leaderboard',
      'Emote streak',
      'Follower alert',
      'Subscriber alert',
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
    for (const name of ['Live viewer count', 'Spotify now playing']) {
      const card = screen.getByRole('article', { name });
      expect(within(card).getByText('Coming soon')).toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    }
  });

  it('gives a planned type an honest page with a way back', () => {
    renderPage(<WidgetBuilderPage />, '/widget/spotify');
    expect(screen.getByRole('heading', { name: 'Spotify now playing' })).toBeInTheDocument();
    expect(screen.getByText(/coming in the next release/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to widgets/ })).toHaveAttribute(
      'href',
      '/widget',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
