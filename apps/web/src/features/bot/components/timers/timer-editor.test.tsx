import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { EMPTY_TIMER } from '../../lib/timer-form';
import { renderWithProviders, route, stubApi } from '../../../../test/bot-page.test-helper';
import { TimerEditor } from './timer-editor';

installFakeLayout();
afterEach(() => vi.unstubAllGlobals());

describe('TimerEditor', { timeout: 20_000 }, () => {
  it('explains that 0 chat lines posts on time, and sends a rotating list', async () => {
    const calls = stubApi(
      route(
        'POST',
        '/api/bot/timers',
        {
          id: '0190a0b2-0000-7000-8000-000000000009',
          name: 'Socials',
          messages: ['Follow {channel}!', 'Join the Discord'],
          intervalMinutes: 10,
          minChatLines: 0,
          liveOnly: true,
          enabled: true,
          nextRunAt: null,
          lastSentAt: null,
          createdAt: '2026-05-01T10:00:00Z',
          updatedAt: '2026-05-01T10:00:00Z',
        },
        201,
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TimerEditor initial={EMPTY_TIMER} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New timed message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Socials');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message 1' }),
      'Follow {{channel}!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add a message' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message 2' }), 'Join the Discord');
    const interval = within(dialog).getByRole('spinbutton', { name: 'Interval' });
    await user.clear(interval);
    await user.type(interval, '10{Tab}');
    const lines = within(dialog).getByRole('spinbutton', { name: 'Minimum chat lines' });
    expect(lines).toHaveAccessibleDescription(
      expect.stringContaining('Waits for 5 chat lines since the last post.'),
    );
    await user.clear(lines);
    await user.type(lines, '0{Tab}');
    expect(lines).toHaveAccessibleDescription(
      expect.stringContaining('0: posts on time even in a quiet chat.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create timed message' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      name: 'Socials',
      messages: ['Follow {channel}!', 'Join the Discord'],
      intervalMinutes: 10,
      minChatLines: 0,
      liveOnly: true,
      enabled: true,
    });
  });

  it('refuses a command-only variable in a timer before saving', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TimerEditor initial={EMPTY_TIMER} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message 1' }), 'Hi {{user}');
    expect(within(dialog).getByRole('textbox', { name: 'Message 1' })).toHaveAccessibleDescription(
      '{user} is not a variable here.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create timed message' })).toBeDisabled();
  });
});
