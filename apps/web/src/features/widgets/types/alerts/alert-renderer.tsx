import type { RendererProps } from '../renderer';
import { alertTiming, playSound, type AlertBaseSettings, type ResolvedAlert } from './alert-model';
import { AlertView } from './alert-view';
import { useAlertQueue } from './use-alert-queue';
import type { FeedItem } from '../renderer';
import type { Timers } from './alert-queue';

export interface AlertRendererProps<S extends AlertBaseSettings> extends RendererProps<S> {
  /** The alert this type shows for an event, or null to skip it. */
  toAlert: (settings: S, item: FeedItem) => ResolvedAlert | null;
  timers?: Timers;
}

/** The alert engine shared by the follower and subscriber alerts: queue, sound, view. */
export function AlertRenderer<S extends AlertBaseSettings>({
  settings,
  feed,
  onConsumed,
  muted,
  toAlert,
  timers,
}: AlertRendererProps<S>) {
  const stage = useAlertQueue<ResolvedAlert>(feed, {
    toAlert: (item) => toAlert(settings, item),
    timing: () => alertTiming(settings),
    onShow: (alert) => {
      onConsumed?.(alert.item);
      if (!muted) playSound(alert.sound);
    },
    onSkip: (item) => {
      // A reward's "sound" action: played at once, outside the alert queue, with no alert.
      if (item.event.kind === 'reward.sound' && !muted)
        playSound({ url: item.event.url, volume: item.event.volume });
      onConsumed?.(item);
    },
    timers,
  });
  return <AlertView stage={stage} settings={settings} />;
}
