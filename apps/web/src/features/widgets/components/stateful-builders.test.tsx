import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '../../../lib/auth-store';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { makeMe } from '../../../test/me';
import { renderPage } from '../test/render-page';
import { NewWidgetBuilder } from './new-widget-builder';

installFakeLayout({ width: 800, height: 600 });

const signIn = () => authStore.setState({ token: 'token', user: makeMe({ username: 'streamer' }) });
const preview = () => within(screen.getByRole('region', { name: 'Live preview' }));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => authStore.clear());

describe('chat leaderboard builder', { timeout: 20_000 }, () => {
  it('previews a ranked crowd and starts in the browser’s time zone', () => {
    signIn();
    renderPage(<NewWidgetBuilder type="chat-leaderboard" />, '/widget/chat-leaderboard');
    expect(screen.getByRole('heading', { name: 'Chat leaderboard', level: 1 })).toBeInTheDocument();
    expect(preview().getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('spinbutton', { name: 'Places shown' })).toHaveValue('10');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone);
  });

  // The field cannot hold a value the contract refuses (the API's 400 is tested on the server).
  it.each([
    ['0', '1'],
    ['26', '25'],
  ])('keeps the places shown in range: %s becomes %s', async (typed, kept) => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="chat-leaderboard" />, '/widget/chat-leaderboard');
    const places = screen.getByRole('spinbutton', { name: 'Places shown' });
    await user.clear(places);
    await user.type(places, typed);
    await user.tab();
    await waitFor(() => expect(places).toHaveValue(kept));
  });

  it('fills the preview with 30 chatters from the crowd button', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="chat-leaderboard" />, '/widget/chat-leaderboard');
    const places = screen.getByRole('spinbutton', { name: 'Places shown' });
    await user.clear(places);
    await user.type(places, '25');
    await user.click(screen.getByRole('button', { name: '30 chatters' }));
    await waitFor(() => expect(preview().getAllByRole('listitem')).toHaveLength(25));
  });
});

describe('emote streak builder', { timeout: 20_000 }, () => {
  it('previews a running streak and plays a streak of 12 from the test button', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="emote-streak" />, '/widget/emote-streak');
    expect(preview().getByRole('status')).toHaveTextContent('4×');
    await user.click(screen.getByRole('button', { name: 'Streak of 12' }));
    await waitFor(() => expect(preview().getByRole('status')).toHaveTextContent('12×'));
  });

  it('says next to the count setting that a streak counts each chatter once', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="emote-streak" />, '/widget/emote-streak');
    expect(screen.getByText(/7 lines from 4 chatters show 4×/)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Count' }));
    await user.click(await screen.findByRole('option', { name: 'Every message' }));
    expect(await screen.findByText(/7 lines show 7×/)).toBeVisible();
    expect(screen.queryByText(/7 lines from 4 chatters/)).toBeNull();
  });

  it('keeps the gap in range and names milestones that are not numbers', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="emote-streak" />, '/widget/emote-streak');
    const gap = screen.getByRole('spinbutton', { name: 'Ends after' });
    await user.clear(gap);
    await user.type(gap, '-1');
    await user.tab();
    await waitFor(() => expect(gap).toHaveValue('3'));
    const milestones = screen.getByLabelText('Milestones');
    await user.clear(milestones);
    await user.type(milestones, '5, ten');
    expect(await screen.findByText(/Use whole numbers separated by commas/)).toBeInTheDocument();
  });
});
