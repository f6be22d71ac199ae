import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase, StoreItem } from '@kyo/contracts';
import { i18n } from '../../../app/i18n';
import { installFakeLayout } from '../../../components/ui/jsdom-layout.test-helper';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import { StoreCard } from './store-card';

installFakeLayout();
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const item: StoreItem = {
  id: '0190f5a0-0000-7000-8000-0000000000b1',
  name: 'hydrate',
  price: 500,
  stock: 3,
  perViewerLimit: 1,
  cooldownSeconds: 60,
  viewerCooldownSeconds: 0,
  inputPrompt: null,
  enabled: true,
  actions: [{ type: 'chat', template: '{user} says drink water' }],
  sold: 2,
  lastBoughtAt: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
};
const purchases: Purchase[] = [
  {
    id: '0190f5a0-0000-7000-8000-0000000000c1',
    itemId: null,
    itemName: 'flash',
    viewer: 'pixel_pat',
    price: 200,
    input: '',
    status: 'refunded',
    reason: 'Action 1 (alert) failed: No alert overlay that shows channel points is open in OBS',
    outcomes: [],
    at: '2026-11-29T10:05:00.000Z',
  },
  {
    id: '0190f5a0-0000-7000-8000-0000000000c2',
    itemId: item.id,
    itemName: 'hydrate',
    viewer: 'shorty',
    price: 500,
    input: '',
    status: 'done',
    reason: null,
    outcomes: [{ type: 'chat', ok: true, note: 'Posted in chat' }],
    at: '2026-11-29T10:04:00.000Z',
  },
];

const readRoutes = () => [
  route('GET', /^\/api\/points\/store\/items/, { items: [item] }),
  route('GET', /^\/api\/points\/store\/purchases/, { purchases }),
  route('GET', /^\/api\/rewards\/obs/, { displays: [] }),
];

describe('the points store card', { timeout: 30_000 }, () => {
  it('lists the items and the purchase log with a refund and its reason', async () => {
    stubApi(...readRoutes());
    renderWithProviders(<StoreCard />);
    const row = await screen.findByTestId('store-item');
    expect(row).toHaveTextContent('!buy hydrate');
    expect(row).toHaveTextContent('3 left · 2 sold · 1 per viewer · 60 s cooldown');
    const log = await screen.findByRole('list', { name: 'Purchases' });
    expect(within(log).getByText('Refunded')).toBeVisible();
    expect(
      within(log).getByText(
        'Refunded: Action 1 (alert) failed: No alert overlay that shows channel points is open in OBS',
      ),
    ).toBeVisible();
    expect(within(log).getByText('Done')).toBeVisible();
  });

  it('checks an item before sending it, then creates it with its actions', async () => {
    const calls = stubApi(
      ...readRoutes(),
      route('POST', /^\/api\/points\/store\/items/, { ...item, name: 'shout' }, 201),
    );
    const user = userEvent.setup();
    renderWithProviders(<StoreCard />);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'two words');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(
      await within(dialog).findByText('Item name: one word of letters, digits, - and _'),
    ).toBeVisible();
    expect(within(dialog).getByText('Chat line is required')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'shout');
    await user.type(within(dialog).getByRole('textbox', { name: /Viewer text/ }), 'Your message');
    await user.type(within(dialog).getByRole('textbox', { name: 'Chat line' }), '{{user} shouts');
    await user.click(within(dialog).getByRole('switch', { name: 'Limited stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Sound' }));
    const perViewer = within(dialog).getByRole('spinbutton', { name: /^Cooldown per viewer/ });
    await user.clear(perViewer);
    await user.type(perViewer, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'shout',
      price: 500,
      stock: 10,
      perViewerLimit: null,
      viewerCooldownSeconds: 90,
      inputPrompt: 'Your message',
      actions: [{ type: 'chat', template: '{user} shouts' }, { type: 'sound' }],
    });
  });

  it('shows a name the server refuses next to the field', async () => {
    stubApi(
      ...readRoutes(),
      route(
        'POST',
        /^\/api\/points\/store\/items/,
        {
          error: 'conflict',
          message: 'An item named hydrate is in the store already',
          field: 'name',
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<StoreCard />);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'hydrate');
    await user.type(within(dialog).getByRole('textbox', { name: 'Chat line' }), 'water!');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(
      await within(dialog).findByText('An item named hydrate is in the store already'),
    ).toBeVisible();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubApi(...readRoutes());
    renderWithProviders(<StoreCard />);
    expect(await screen.findByRole('heading', { name: 'Ürünler' })).toBeVisible();
    expect(await screen.findByTestId('store-item')).toHaveTextContent(
      '3 kaldı · 2 satıldı · izleyici başına 1 · 60 sn bekleme',
    );
    expect(await screen.findByText('İade edildi')).toBeVisible();
  });
});
