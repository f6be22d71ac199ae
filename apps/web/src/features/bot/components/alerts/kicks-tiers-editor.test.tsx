import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_VARIABLES, type ChatAlert } from '@kyo/contracts';
import { renderWithProviders, route, stubApi } from '../../../../test/bot-page.test-helper';
import { AlertCard } from './alert-card';

afterEach(() => vi.unstubAllGlobals());

const kicks = (tiers: ChatAlert['tiers'] = []): ChatAlert => ({
  type: 'kicks_gifted',
  enabled: true,
  template: '{name} sent {amount} Kicks!',
  variables: [...ALERT_VARIABLES.kicks_gifted],
  cooldownSeconds: null,
  tiers,
});

function renderCard(value: ChatAlert) {
  renderWithProviders(<AlertCard alert={value} channel="luna_live" />);
  const card = screen.getByRole('region', { name: 'Kicks gifted' });
  return { card, user: userEvent.setup() };
}

describe('Kicks tiers on the Kicks alert', { timeout: 20_000 }, () => {
  it('adds a tier and saves it with the message', async () => {
    const saved = kicks([{ atLeast: 100, template: 'Big thanks {name}!' }]);
    const calls = stubApi(route('PUT', '/api/bot/alerts/kicks_gifted', saved));
    const { card, user } = renderCard(kicks());
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Add tier' }));
    const message = within(card).getByRole('textbox', { name: 'Message for 100+ Kicks' });
    await user.clear(message);
    await user.type(message, 'Big thanks {{name}!');
    await user.click(save);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      template: '{name} sent {amount} Kicks!',
      tiers: [{ atLeast: 100, template: 'Big thanks {name}!' }],
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps Save off while two tiers share a threshold or one has an unknown variable', async () => {
    stubApi();
    const { card, user } = renderCard(
      kicks([
        { atLeast: 100, template: 'A {name}' },
        { atLeast: 1000, template: 'B {name}' },
      ]),
    );
    const save = within(card).getByRole('button', { name: 'Save' });
    const second = within(card).getByTestId('kicks-tier-1');
    const threshold = within(second).getByRole('spinbutton', { name: 'From' });
    await user.clear(threshold);
    await user.type(threshold, '100');
    await user.tab();
    expect(second).toHaveTextContent('Another tier has this threshold.');
    expect(save).toBeDisabled();
    await user.clear(threshold);
    await user.type(threshold, '500');
    await user.tab();
    expect(save).toBeEnabled();
    expect(within(second).getByTestId('alert-example')).toHaveTextContent('B pixel_pat');
    const text = within(second).getByRole('textbox', { name: 'Message for 500+ Kicks' });
    await user.clear(text);
    await user.type(text, '{{name} sent {{amount}!');
    expect(within(second).getByTestId('alert-example')).toHaveTextContent('pixel_pat sent 500!');
    await user.type(text, ' {{months}');
    expect(text).toHaveAccessibleDescription('{months} is not a variable here.');
    expect(save).toBeDisabled();
  });

  it('shows the server’s refusal under the tier it names and removes a tier', async () => {
    stubApi(
      route(
        'PUT',
        '/api/bot/alerts/kicks_gifted',
        {
          error: 'validation_error',
          message: 'body.tiers.1.template: Message must be at most 500 characters',
          field: 'tiers.1.template',
        },
        400,
      ),
    );
    const { card, user } = renderCard(
      kicks([
        { atLeast: 10, template: 'A' },
        { atLeast: 50, template: 'B' },
      ]),
    );
    await user.type(within(card).getByRole('textbox', { name: 'Message for 50+ Kicks' }), '!');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const second = within(card).getByTestId('kicks-tier-1');
    expect(
      await within(second).findByText('Message must be at most 500 characters'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove the 10 Kicks tier' }));
    expect(within(card).queryByRole('textbox', { name: 'Message for 10+ Kicks' })).toBeNull();
  });
});
