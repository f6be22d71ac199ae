import type { SubscribeAlertSettings } from '@kyo/contracts/widgets/alerts';
import { ALERT_WIDGET_KINDS } from '@kyo/contracts/widgets/alert-kinds';
import type { RendererProps } from '../renderer';
import { AlertRenderer, type AlertRendererProps } from '../alerts/alert-renderer';

/**
 * New subscriptions, renewals, gifts and Kicks, each with its template (renewals, gifts and Kicks
 * can be switched off) and channel points (a reward's alert action, with its own image and sound);
 * variations pick by months, gift count, Kicks amount or reward title, each only for the events
 * that carry it. A Kicks message shows under the alert and may be spoken.
 */
export function SubscribeRenderer(
  props: RendererProps<SubscribeAlertSettings> &
    Partial<Pick<AlertRendererProps<SubscribeAlertSettings>, 'audio' | 'timers' | 'locale'>>,
) {
  return <AlertRenderer {...props} kinds={ALERT_WIDGET_KINDS.subscribe} />;
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default SubscribeRenderer;
