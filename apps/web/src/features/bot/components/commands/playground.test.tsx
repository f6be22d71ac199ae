import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { renderWithProviders, route, stubApi } from '../../../../test/bot-page.test-helper';
import { Playground } from './playground';

installFakeLayout();
afterEach(() => vi.unstubAllGlobals());

describe('Playground', { timeout: 20_000 }, () => {
  it('shows the exact reply and the value of each variable', async () => {
    const calls = stubApi(
      route('POST', '/api/bot/playground', {
        matched: 'hug',
        reply: 'pixel_pat hugs luna 🤗',
        reason: null,
        variables: [
          { name: 'user', value: 'pixel_pat' },
          { name: 'touser', value: 'luna' },
          { name: 'random 1-6', value: '' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Playground idPrefix="p" />);
    await user.type(screen.getByRole('textbox', { name: 'Chat line' }), '!hug @luna');
    await user.type(screen.getByRole('textbox', { name: 'Username (optional)' }), 'pixel_pat');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(await screen.findByTestId('playground-reply')).toHaveTextContent(
      'pixel_pat hugs luna 🤗',
    );
    expect(screen.getByText('!hug')).toBeVisible();
    expect(screen.getByText('to pixel_pat')).toBeVisible();
    const rows = screen.getAllByTestId('playground-variable').map((v) => v.textContent);
    expect(rows).toEqual(['pixel_pat', 'luna', '(empty)']);
    expect(screen.getByText('{random 1-6}')).toBeVisible();
    expect(calls[0]!.body).toEqual({ line: '!hug @luna', role: 'everyone', username: 'pixel_pat' });
  });

  it('says why the bot would stay silent', async () => {
    stubApi(
      route('POST', '/api/bot/playground', {
        matched: 'mod',
        reply: null,
        reason: 'permission',
        variables: [],
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Playground idPrefix="p" />);
    await user.type(screen.getByRole('textbox', { name: 'Chat line' }), '!mod');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(await screen.findByTestId('playground-silent')).toHaveTextContent(
      'No reply. Sent as Everyone: not allowed to use !mod.',
    );
  });

  it('asks for a line instead of sending an empty one, and shows server errors', async () => {
    const calls = stubApi(
      route('POST', '/api/bot/playground', { error: 'internal_error', message: 'Boom' }, 500),
    );
    const user = userEvent.setup();
    renderWithProviders(<Playground idPrefix="p" />);
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a chat line to try, e.g. !hello.');
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Chat line' }), '!x');
    await user.click(screen.getByRole('button', { name: 'Try it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
  });
});
