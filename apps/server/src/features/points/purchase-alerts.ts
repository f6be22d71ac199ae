import type { WidgetEvent } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';

type Purchase = AppEvents['points.purchase'];

/**
 * A store purchase as the alert widgets' store-purchase alert shows it, or null when it is not
 * shown (a refunded purchase never reaches an overlay).
 */
export function purchaseAlert(purchase: Purchase, currency: string): WidgetEvent | null {
  if (purchase.status !== 'done') return null;
  return {
    kind: 'points.purchase',
    name: purchase.viewer.name,
    item: purchase.item.name,
    price: purchase.item.price,
    currency,
    input: purchase.input,
    ref: `purchase:${purchase.purchaseId}`,
    at: purchase.at,
  };
}
