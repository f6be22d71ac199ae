import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import { LedgerCheckLine } from './ledger-check-line';

afterEach(() => vi.unstubAllGlobals());

describe('the ledger check line', () => {
  it('says the last check found no drift', async () => {
    stubApi(
      route('GET', /^\/api\/points\/ledger-check/, {
        check: { checkedAt: '2026-11-29T03:00:00.000Z', viewers: 12, drifted: 0, drift: [] },
      }),
    );
    renderWithProviders(<LedgerCheckLine />);
    expect(await screen.findByTestId('ledger-check')).toHaveTextContent(
      /^Ledger checked .+: no drift \(12 viewers\)\.$/,
    );
  });

  it('lists the viewers whose balance drifted', async () => {
    stubApi(
      route('GET', /^\/api\/points\/ledger-check/, {
        check: {
          checkedAt: '2026-11-29T03:00:00.000Z',
          viewers: 12,
          drifted: 1,
          drift: [{ login: 'nora', balance: 95, ledger: 70 }],
        },
      }),
    );
    renderWithProviders(<LedgerCheckLine />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 viewer’s balance is not the sum of their ledger');
    expect(alert).toHaveTextContent('nora: balance 95, ledger 70');
  });
});
