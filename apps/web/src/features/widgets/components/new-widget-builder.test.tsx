import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '../../../lib/auth-store';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import type { Widget } from '@kyo/contracts';
import { makeMe } from '../../../test/me';
import { makeWidget } from '../test/factories';
import { fakeApi, renderPage } from '../test/render-page';
import { draftStorage } from '../lib/draft-storage';
import { NewWidgetBuilder } from './new-widget-builder';

installFakeLayout({ width: 800, height: 600 });

const signIn = () => authStore.setState({ token: 'token', user: makeMe({ username: 'streamer' }) });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

const preview = () => within(screen.getByRole('region', { name: 'Live preview' }));

describe('new widget builder', { timeout: 20_000 }, () => {
  it('starts from the chat schema defaults and previews demo chat', () => {
    signIn();
    renderPage(<NewWidgetBuilder type="chat" />, '/widget/chat');
    expect(screen.getByRole('heading', { name: 'Chat box', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Chat box');
    expect(screen.getByRole('spinbutton', { name: 'Font size' })).toHaveValue('20');
    expect(screen.getByRole('spinbutton', { name: 'Messages on screen' })).toHaveValue('15');
    expect(screen.getByRole('switch', { name: 'Hide commands' })).toBeChecked();
    expect(screen.getByText('kyo_bot')).toBeInTheDocument();
    expect(preview().getAllByTestId('chat-line').length).toBeGreaterThan(0);
  });

  it('shows a validation error for an emptied template and keeps the last valid preview', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="follower-alert" />, '/widget/follower-alert');
    const template = screen.getByLabelText('Follow message');
    expect(template).toHaveValue('{name} just followed!');
    await user.clear(template);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(preview().getByTestId('alert')).toHaveTextContent('NightOwlNora just followed!');
    await user.type(template, 'Hi {{name}');
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
  });

  it('plays local test events in the preview', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="chat" />, '/widget/chat');
    const before = preview().getAllByTestId('chat-line').length;
    await user.click(screen.getByRole('button', { name: 'Chat message' }));
    expect(preview().getAllByTestId('chat-line')).toHaveLength(before + 1);
    await user.click(screen.getByRole('button', { name: 'Ban last chatter' }));
    expect(preview().getAllByTestId('chat-line').length).toBeLessThan(before + 1);
  });

  it('adds and removes hidden users', async () => {
    signIn();
    const user = userEvent.setup();
    renderPage(<NewWidgetBuilder type="chat" />, '/widget/chat');
    await user.type(screen.getByLabelText('Hidden users and bots'), 'nightbot{Enter}');
    expect(screen.getByText('nightbot')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove nightbot' }));
    expect(screen.queryByText('nightbot')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and keeps the design to save afterwards', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<NewWidgetBuilder type="subscribe" />, '/widget/subscribe');
    const template = screen.getByLabelText('Gifted subs message');
    await user.clear(template);
    await user.type(template, 'Thanks {{name}!');
    await user.click(screen.getByRole('button', { name: 'Sign in to save' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/signin?next=%2Fwidget%2Fsubscribe',
      ),
    );
    const draft = draftStorage.read('subscribe');
    expect(draft?.pendingSave).toBe(true);
    expect(draft?.settings.giftTemplate).toBe('Thanks {name}!');
  });

  it('saves a kept design as soon as the visitor is back signed in', async () => {
    draftStorage.write('subscribe', {
      name: 'My subs',
      settings: { giftTemplate: 'Thanks {name}!' },
      pendingSave: true,
    });
    signIn();
    const api = fakeApi({
      'POST /api/widgets': (body) => {
        const { type, name, settings } = body as Pick<Widget, 'type' | 'name' | 'settings'>;
        return [201, makeWidget({ id: 'w-1', type, name, settings })];
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderPage(<NewWidgetBuilder type="subscribe" />, '/widget/subscribe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/widget/edit/w-1'));
    // Saved once (the builder also lists the channel's uploads and the voices).
    const saves = api.calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/widgets',
    );
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({
      type: 'subscribe',
      name: 'My subs',
      settings: { giftTemplate: 'Thanks {name}!', showGifts: true },
    });
    expect(draftStorage.read('subscribe')).toBeNull();
  });

  it('keeps the design in the tab while editing', async () => {
    signIn();
    renderPage(<NewWidgetBuilder type="follower-alert" />, '/widget/follower-alert');
    const user = userEvent.setup();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Big follows');
    await waitFor(() => expect(draftStorage.read('follower-alert')?.name).toBe('Big follows'));
  });
});
