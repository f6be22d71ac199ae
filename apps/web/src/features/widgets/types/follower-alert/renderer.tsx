import type { FollowerAlertSettings } from '@kyo/contracts/widgets/alerts';
import { ALERT_WIDGET_KINDS } from '@kyo/contracts/widgets/alert-kinds';
import type { RendererProps } from '../renderer';
import { AlertRenderer, type AlertRendererProps } from '../alerts/alert-renderer';

/** A new follower: `{name}` in the template. */
export function FollowerAlertRenderer(
  props: RendererProps<FollowerAlertSettings> &
    Partial<Pick<AlertRendererProps<FollowerAlertSettings>, 'audio' | 'timers' | 'locale'>>,
) {
  return <AlertRenderer {...props} kinds={ALERT_WIDGET_KINDS['follower-alert']} />;
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default FollowerAlertRenderer;
