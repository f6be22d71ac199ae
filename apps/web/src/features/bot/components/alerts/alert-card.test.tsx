import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ALERT_TEMPLATES, type ChatAlert } from '@kyo/contracts';
import { i18n } from '../../../../app/i18n';
import { renderWithProviders, route, stubApi } from '../../../../test/bot-page.test-helper';
import { AlertCard } from './alert-card';

afterEach(() => vi.unstubAllGlobals());

const alert = (patch: Partial<ChatAlert> = {}): ChatAlert => ({
  type: 'resubscription',
  enabled: true,
  template: DEFAULT_ALERT_TEMPLATES.resubscription,
  variables: ['name', 'months'],
  cooldownSeconds: null,
  tiers: [],
  ...patch,
});

function renderCard(value = alert()) {
  renderWithProviders(<AlertCard alert={value} channel="luna_live" />);
  const card = screen.getByRole('region', { name: 'Resubscription' });
  return { card, user: userEvent.setup() };
}

describe('AlertCard', { timeout: 20_000 }, () => {
  it('renders the example with sample values as the template is typed', async () => {
    stubApi();
    const { card, user } = renderCard();
    const example = within(card).getByTestId('alert-example');
    expect(example).toHaveTextContent('pixel_pat resubscribed for 6 months! Thank you!');
    const message = within(card).getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, '{{name} x{{months} in {{channel} ({{random 1-10})');
    expect(example).toHaveTextContent('pixel_pat x6 in luna_live (5)');
  });

  it('inserts the alert’s variables from its chips', async () => {
    stubApi();
    const { card, user } = renderCard(alert({ template: 'Thanks !' }));
    const message = within(card).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await user.click(message);
    message.setSelectionRange(7, 7);
    await user.click(within(card).getByRole('button', { name: 'Insert {name}' }));
    expect(message).toHaveValue('Thanks {name}!');
    expect(within(card).queryByRole('button', { name: 'Insert {gifter}' })).not.toBeInTheDocument();
  });

  it('flags a variable this alert does not have and keeps Save off', async () => {
    stubApi();
    const { card, user } = renderCard();
    const message = within(card).getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'Thanks {{gifter}');
    expect(message).toHaveAccessibleDescription('{gifter} is not a variable here.');
    expect(within(card).getByTestId('alert-example')).toHaveTextContent('Thanks {gifter}');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('resets to the default text in the page’s language, Turkish from the catalogue', async () => {
    stubApi();
    const { card, user } = renderCard(alert({ template: 'Thanks !' }));
    const message = within(card).getByRole('textbox', { name: 'Message' });
    await user.click(within(card).getByRole('button', { name: 'Reset to default' }));
    expect(message).toHaveValue(DEFAULT_ALERT_TEMPLATES.resubscription);
    expect(within(card).getByRole('button', { name: 'Reset to default' })).toBeDisabled();

    cleanup();
    await i18n.changeLanguage('tr');
    try {
      renderWithProviders(
        <AlertCard alert={alert({ template: 'Thanks !' })} channel="luna_live" />,
      );
      const reset = await screen.findByRole('button', { name: 'Varsayılana dön' });
      await user.click(reset);
      expect(
        screen.getAllByRole('textbox').map((box) => (box as HTMLTextAreaElement).value),
      ).toContain('{name} {months} aydır abone! Teşekkürler!');
      expect(reset).toBeDisabled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('saves the template and shows the server’s refusal on the field', async () => {
    const calls = stubApi(
      route(
        'PUT',
        '/api/bot/alerts/resubscription',
        {
          error: 'validation_error',
          message: 'Message must be at most 500 characters',
          field: 'template',
        },
        400,
      ),
    );
    const { card, user } = renderCard();
    const message = within(card).getByRole('textbox', { name: 'Message' });
    await user.type(message, ' 💚');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription('Message must be at most 500 characters'),
    );
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { template: `${DEFAULT_ALERT_TEMPLATES.resubscription} 💚` },
    });
  });

  it('switches the alert on and off at once', async () => {
    const calls = stubApi(
      route('PUT', '/api/bot/alerts/resubscription', alert({ enabled: false })),
    );
    const { card, user } = renderCard();
    await user.click(
      within(card).getByRole('switch', { name: 'Turn the Resubscription alert on or off' }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ enabled: false });
    expect(await screen.findByText('Resubscription alert off.')).toBeInTheDocument();
  });
});
