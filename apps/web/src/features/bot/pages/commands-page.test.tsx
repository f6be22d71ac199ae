import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BotStatus, Command } from '@kyo/contracts';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import {
  renderWithProviders,
  route,
  stubApi,
  type ApiCall,
} from '../../../test/bot-page.test-helper';
import { allBuiltins, botStatus } from '../../../components/bot-frame/bot-status.fixture';
import CommandsPage from './commands-page';

installFakeLayout();
afterEach(() => vi.unstubAllGlobals());

const settings = { enabled: true, builtins: { ...allBuiltins(), song: false } };
const status: BotStatus = botStatus({
  settings,
  kick: {
    connected: true,
    status: 'connected',
    reconnectReason: null,
    username: 'luna_live',
    live: false,
  },
});
const makeCommand = (patch: Partial<Command>): Command => ({
  id: '0190a0b2-0000-7000-8000-000000000001',
  name: 'discord',
  aliases: ['dc', 'server'],
  responses: ['Join us: https://discord.gg/x', 'Our Discord: https://discord.gg/x'],
  responseMode: 'random',
  permission: 'subscriber',
  globalCooldownSeconds: 30,
  userCooldownSeconds: 90,
  enabled: true,
  replyToMessage: false,
  liveOnly: false,
  usageCount: 1234,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  ...patch,
});

const common = [
  route('GET', '/api/bot/status', status),
  route('GET', '/api/bot/settings', settings),
];

describe('CommandsPage', { timeout: 20_000 }, () => {
  it('teaches with an empty state whose examples fill the editor', async () => {
    stubApi(route('GET', '/api/bot/commands', { commands: [] }), ...common);
    const user = userEvent.setup();
    renderWithProviders(<CommandsPage />);
    expect(await screen.findByText('Create your first command')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /!dice/ }));
    // The editor loads after the list shows.
    const dialog = await screen.findByRole('dialog', { name: 'New command' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('textbox', { name: 'Command' })).toHaveValue('dice');
    expect(within(dialog).getByRole('textbox', { name: 'Response 1' })).toHaveValue(
      '{user} rolls a {random 1-6} 🎲',
    );
    expect(
      within(dialog)
        .getAllByTestId('alias-chip')
        .map((c) => c.textContent),
    ).toEqual(['!roll']);
  });

  it('lists commands with aliases, cooldowns and uses, and switches one off inline', async () => {
    const calls: ApiCall[] = stubApi(
      route('GET', '/api/bot/commands', { commands: [makeCommand({})] }),
      route('PATCH', /\/api\/bot\/commands\//, makeCommand({ enabled: false })),
      ...common,
    );
    const user = userEvent.setup();
    renderWithProviders(<CommandsPage />);
    const row = (await screen.findByText('!discord')).closest('tr')!;
    expect(row).toHaveTextContent('!dc');
    expect(row).toHaveTextContent('!server');
    expect(row).toHaveTextContent('+1 more, picked at random');
    expect(row).toHaveTextContent('Subscribers');
    expect(row).toHaveTextContent('30s global');
    expect(row).toHaveTextContent('1m 30s per viewer');
    expect(row).toHaveTextContent('1,234');
    await user.click(within(row).getByRole('switch', { name: 'Turn !discord on or off' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ enabled: false });
    // The built-ins show their own switches.
    expect(screen.getByRole('switch', { name: 'Turn !song on or off' })).not.toBeChecked();
  });

  it('deletes a command only after confirming', async () => {
    const calls = stubApi(
      route('GET', '/api/bot/commands', { commands: [makeCommand({})] }),
      route('DELETE', /\/api\/bot\/commands\//, undefined, 204),
      ...common,
    );
    const user = userEvent.setup();
    renderWithProviders(<CommandsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete !discord' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete !discord?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('!discord deleted.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(
      '/api/bot/commands/0190a0b2-0000-7000-8000-000000000001',
    );
  });
});
