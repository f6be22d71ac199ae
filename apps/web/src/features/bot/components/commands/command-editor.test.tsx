import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Command } from '@kyo/contracts';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { EMPTY_COMMAND, commandToForm } from '../../lib/command-form';
import { renderWithProviders, route, stubApi } from '../../../../test/bot-page.test-helper';
import { CommandEditor } from './command-editor';

installFakeLayout();
afterEach(() => vi.unstubAllGlobals());
// The form loads its validator once it shows (lib/use-zod-form.ts); here it is loaded before the
// first click, as it is a moment after a streamer opens the editor.
beforeAll(() => import('@hookform/resolvers/zod'));

const saved: Command = {
  ...EMPTY_COMMAND,
  id: '0190a0b2-0000-7000-8000-000000000001',
  name: 'hello',
  responses: ['Hello {user}!'],
  usageCount: 3,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
};

function renderEditor(props: { command?: Command } = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <CommandEditor
      open
      onClose={onClose}
      command={props.command}
      initial={props.command ? commandToForm(props.command) : EMPTY_COMMAND}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, onClose, user: userEvent.setup() };
}

describe('CommandEditor', { timeout: 20_000 }, () => {
  it('checks the fields with the contract before anything is sent', async () => {
    const calls = stubApi();
    const { dialog, user } = renderEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Create command' }));
    expect(await within(dialog).findByText('Trigger is required')).toBeVisible();
    expect(within(dialog).getByText('Response is required')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Command' }), 'hi there');
    await user.click(within(dialog).getByRole('button', { name: 'Create command' }));
    expect(
      await within(dialog).findByText('Use letters, digits and underscores only'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('flags an unknown variable as it is typed and will not save until it is fixed', async () => {
    stubApi();
    const { dialog, user } = renderEditor();
    const response = within(dialog).getByRole('textbox', { name: 'Response 1' });
    await user.type(response, 'Hi {{usr}');
    expect(response).toHaveAccessibleDescription(
      '{usr} is not a variable here. Did you mean {user}?',
    );
    expect(within(dialog).getByRole('button', { name: 'Create command' })).toBeDisabled();
    expect(within(dialog).getByTestId('save-blocked')).toHaveTextContent('{usr}');
    await user.clear(response);
    await user.type(response, 'Hi {{user}');
    expect(within(dialog).queryByText(/is not a variable here/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create command' })).toBeEnabled();
  });

  it('turns typed aliases into chips and sends them without the !', async () => {
    const calls = stubApi(route('POST', '/api/bot/commands', saved, 201));
    const { dialog, user, onClose } = renderEditor();
    await user.type(within(dialog).getByRole('textbox', { name: 'Command' }), '!Hello');
    const aliases = within(dialog).getByRole('textbox', { name: 'Aliases' });
    await user.type(aliases, '!HI{Enter}hey yo,');
    expect(
      within(dialog)
        .getAllByTestId('alias-chip')
        .map((c) => c.textContent),
    ).toEqual(['!hi', '!hey', '!yo']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove !hey' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Response 1' }), 'Hello!');
    await user.click(within(dialog).getByRole('button', { name: 'Create command' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/bot/commands',
      body: { name: 'hello', aliases: ['hi', 'yo'], responses: ['Hello!'], permission: 'everyone' },
    });
  });

  it('puts a server error on the alias it names', async () => {
    stubApi(
      route(
        'POST',
        '/api/bot/commands',
        {
          error: 'validation_error',
          message: '!yt is already used by !youtube',
          field: 'aliases.1',
        },
        400,
      ),
    );
    const { dialog, user, onClose } = renderEditor();
    await user.type(within(dialog).getByRole('textbox', { name: 'Command' }), 'stream');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Aliases' }),
      'live{Enter}yt{Enter}',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Response 1' }), 'Live!');
    await user.click(within(dialog).getByRole('button', { name: 'Create command' }));
    const aliases = within(dialog).getByRole('textbox', { name: 'Aliases' });
    await waitFor(() =>
      expect(aliases).toHaveAccessibleDescription('!yt is already used by !youtube'),
    );
    const chip = within(dialog).getByText('!yt').closest('span.rounded-full');
    expect(chip?.className).toContain('text-red-300');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a server error on the response it names, without the location prefix', async () => {
    stubApi(
      route(
        'PATCH',
        `/api/bot/commands/${saved.id}`,
        {
          error: 'validation_error',
          message: 'body.responses.1: Response must be at most 500 characters',
          field: 'responses.1',
        },
        400,
      ),
    );
    const { dialog, user } = renderEditor({ command: saved });
    expect(within(dialog).getByRole('heading', { name: 'Edit !hello' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add a response' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Response 2' }), 'Bye {user}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const second = within(dialog).getByRole('textbox', { name: 'Response 2' });
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription('Response must be at most 500 characters'),
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Response 1' }),
    ).not.toHaveAccessibleDescription();
  });

  it('tries the unsaved draft in the playground', async () => {
    const calls = stubApi(
      route('POST', '/api/bot/playground', {
        matched: 'hello',
        reply: 'Hello pixel_pat!',
        reason: null,
        variables: [{ name: 'user', value: 'pixel_pat' }],
      }),
    );
    const { dialog, user } = renderEditor();
    await user.type(within(dialog).getByRole('textbox', { name: 'Command' }), 'hello');
    await user.type(within(dialog).getByRole('textbox', { name: 'Response 1' }), 'Hello {{user}!');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Username (optional)' }),
      'pixel_pat',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try this command' }));
    expect(await within(dialog).findByTestId('playground-reply')).toHaveTextContent(
      'Hello pixel_pat!',
    );
    expect(calls[0]!.body).toMatchObject({
      line: '!hello',
      role: 'everyone',
      username: 'pixel_pat',
      draft: { name: 'hello', responses: ['Hello {user}!'] },
    });
  });
});

describe('CommandEditor triggers', { timeout: 20_000 }, () => {
  it('refuses a built-in command as trigger or alias before sending', async () => {
    const calls = stubApi();
    const { dialog, user } = renderEditor();
    await user.type(within(dialog).getByRole('textbox', { name: 'Command' }), 'time');
    await user.type(within(dialog).getByRole('textbox', { name: 'Aliases' }), 'uptime{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Response 1' }), 'It is late');
    await user.click(within(dialog).getByRole('button', { name: 'Create command' }));
    expect(
      await within(dialog).findByText('!uptime is a built-in command. Pick another word.'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
