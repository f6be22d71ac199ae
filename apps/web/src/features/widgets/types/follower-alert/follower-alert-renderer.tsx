import type { FollowerAlertSettings } from '@kyo/contracts/widgets/alerts';
import type { FeedItem, RendererProps } from '../renderer';
import { resolveAlert, type ResolvedAlert } from '../alerts/alert-model';
import { AlertRenderer } from '../alerts/alert-renderer';

export function followerAlertFor(
  settings: FollowerAlertSettings,
  item: FeedItem,
): ResolvedAlert | null {
  const { event } = item;
  if (event.kind !== 'follow') return null;
  return resolveAlert(settings, item, settings.messageTemplate, { name: event.name }, 'follow');
}

/** A new follower: `{name}` in the template. */
export function FollowerAlertRenderer(props: RendererProps<FollowerAlertSettings>) {
  return <AlertRenderer {...props} toAlert={followerAlertFor} />;
}
