import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotChange, Me } from '@kyo/contracts';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { authStore } from '../../../lib/auth-store';
import {
  inBotFrame,
  renderWithProviders,
  route,
  stubApi,
  type ApiCall,
} from '../../../test/bot-page.test-helper';
import { botStatus } from '../../../components/bot-frame/bot-status.fixture';
import BotStatusPage from './bot-status-page';
import CommandsPage from './commands-page';

const MOD_ID = '0190a0b2-0000-7000-8000-00000000aaaa';
const OWNER_ID = '0190a0b2-0000-7000-8000-00000000bbbb';
const at = new Date().toISOString();

const status = botStatus;
const change = (id: string, actor: BotChange['actor'], patch: Partial<BotChange> = {}) => ({
  id,
  action: 'command.updated' as const,
  subject: '!discord',
  actor,
  at,
  ...patch,
});
const overview = {
  moderators: [],
  channels: [{ id: OWNER_ID, username: 'mira', addedAt: at }],
};

/** The channel's API answers, with or without `?owner=`: each answer names whose it is. */
function stubChannels() {
  return stubApi(
    route('GET', '/api/user/moderators', overview),
    route('GET', new RegExp(`^/api/bot/status\\?owner=${OWNER_ID}$`), status()),
    route(
      'GET',
      /^\/api\/bot\/status$/,
      status({
        kick: { ...status().kick, status: 'connected', connected: true, username: 'my_own' },
      }),
    ),
    route('GET', new RegExp(`^/api/bot/changes\\?owner=${OWNER_ID}&limit=20$`), {
      changes: [
        change('c1', { id: MOD_ID, username: 'me_the_mod', via: 'kyo' }),
        change(
          'c2',
          { id: OWNER_ID, username: 'mira', via: 'kyo' },
          {
            action: 'settings.updated',
            subject: 'enabled',
          },
        ),
        change(
          'c3',
          { id: null, username: 'kick_helper', via: 'chat' },
          {
            action: 'command.created',
          },
        ),
      ],
    }),
    route('GET', /^\/api\/bot\/changes\?limit=20$/, { changes: [] }),
    route('GET', /^\/api\/bot\/commands(\?.*)?$/, { commands: [] }),
    route('GET', /^\/api\/bot\/settings(\?.*)?$/, status().settings),
  );
}

const botCalls = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith('/api/bot/'));

// The channel switch's list opens in the tests: it needs sizes jsdom does not have. Every test
// stubs fetch anew; the stubs go after the last test.
installFakeLayout();
beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: MOD_ID } as Me });
});
afterEach(() => {
  authStore.clear();
});

describe('the bot pages on a channel the user moderates', { timeout: 20_000 }, () => {
  it('asks every bot API about the owner’s channel and keeps the owner-only controls shut', async () => {
    const calls = stubChannels();
    renderWithProviders(inBotFrame(<BotStatusPage />), { path: `/bot/status?owner=${OWNER_ID}` });
    expect(await screen.findByTestId('moderating-note')).toHaveTextContent(
      "You moderate mira's channel",
    );
    // The switch (a combobox) loads once the channels are known.
    expect(
      await screen.findByRole('combobox', { name: 'Channel' }, { timeout: 10_000 }),
    ).toHaveValue("mira's bot");
    const rows = await screen.findAllByTestId('change-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^YouCommand changed!discord/),
      expect.stringMatching(/^miraSettings changedBot on\/off/),
      expect.stringMatching(/^kick_helperKick chatCommand created!discord/),
    ]);
    // Both bot switches (the strip's and the status tile's) are the owner's.
    for (const toggle of screen.getAllByRole('switch', { name: 'Bot on' }))
      expect(toggle).toBeDisabled();
    expect(screen.getAllByText("Only the channel's owner can turn the bot on or off.").length).toBe(
      2,
    );
    // No way into the moderator's own connections from here: Kick is the owner's to connect.
    expect(screen.queryByRole('link', { name: /Connect Kick|Reconnect Kick/ })).toBeNull();
    expect(
      within(screen.getByTestId('status-kick')).getByText(/Only the channel's owner/),
    ).toBeVisible();
    // The sub-navigation stays on the channel.
    expect(screen.getByRole('link', { name: 'Commands' })).toHaveAttribute(
      'href',
      `/bot?owner=${OWNER_ID}`,
    );
    expect(botCalls(calls).length).toBeGreaterThan(0);
    for (const call of botCalls(calls)) expect(call.path).toContain(`owner=${OWNER_ID}`);
  });

  it('switches back to the user’s own bot, whose calls carry no owner', async () => {
    const calls = stubChannels();
    const user = userEvent.setup();
    renderWithProviders(inBotFrame(<CommandsPage />), { path: `/bot?owner=${OWNER_ID}` });
    await screen.findByTestId('moderating-note');
    // The channel switch is the page's first select (the playground has its own); both load
    // after the page shows.
    await waitFor(
      () => expect(screen.getAllByRole('button', { name: 'Show options' })).toHaveLength(2),
      { timeout: 10_000 },
    );
    await user.click(screen.getAllByRole('button', { name: 'Show options' })[0]!);
    const from = calls.length;
    await user.click(await screen.findByRole('option', { name: 'My bot' }));
    await waitFor(() => expect(screen.queryByTestId('moderating-note')).toBeNull());
    await waitFor(() =>
      expect(botCalls(calls.slice(from)).map((c) => c.path)).toContain('/api/bot/commands'),
    );
    for (const call of botCalls(calls.slice(from))) expect(call.path).not.toContain('owner=');
    expect(await screen.findByRole('switch', { name: 'Bot on' })).toBeEnabled();
  });

  it('says so when the user no longer moderates the channel in the URL', async () => {
    stubApi(
      route('GET', '/api/user/moderators', { moderators: [], channels: [] }),
      route(
        'GET',
        /^\/api\/bot\//,
        { error: 'forbidden', message: 'You do not manage this channel.' },
        403,
      ),
    );
    renderWithProviders(inBotFrame(<CommandsPage />), { path: `/bot?owner=${OWNER_ID}` });
    expect(
      await screen.findByText('You are not a moderator of this channel (any more).'),
    ).toBeVisible();
    expect((await screen.findAllByText('You do not manage this channel.')).length).toBeGreaterThan(
      0,
    );
  });
});
