import type { SubscribeAlertSettings } from '@kyo/contracts/widgets/alerts';
import type { FeedItem, RendererProps } from '../renderer';
import { resolveAlert, type ResolvedAlert } from '../alerts/alert-model';
import { AlertRenderer } from '../alerts/alert-renderer';

/**
 * New subscriptions use messageTemplate, renewals resubTemplate, gifts giftTemplate, Kicks
 * kicksTemplate and channel points (a reward's alert action) rewardTemplate with their own image
 * and sound; renewals, gifts, Kicks and channel points can be switched off. Variations pick by
 * months, gift count, Kicks amount or reward title, each only for the events that carry it.
 */
export function subscribeAlertFor(
  settings: SubscribeAlertSettings,
  item: FeedItem,
): ResolvedAlert | null {
  const { event } = item;
  if (event.kind === 'subscription') {
    if (event.renewal && !settings.showResubs) return null;
    const template = event.renewal ? settings.resubTemplate : settings.messageTemplate;
    const values = { name: event.name, months: event.months };
    return resolveAlert(settings, item, template, values, 'subscription');
  }
  if (event.kind === 'gifted') {
    if (!settings.showGifts) return null;
    const values = { name: event.name, count: event.count };
    return resolveAlert(settings, item, settings.giftTemplate, values, 'gift');
  }
  if (event.kind === 'kicks') {
    if (!settings.showKicks) return null;
    const values = {
      name: event.name,
      amount: event.amount,
      gift: event.gift ?? 'Kicks',
      message: event.message ?? '',
    };
    return resolveAlert(settings, item, settings.kicksTemplate, values, 'kicks');
  }
  if (event.kind === 'reward.redemption') {
    if (!settings.showRewards) return null;
    const values = { name: event.name, reward: event.reward, cost: event.cost, input: event.input };
    return resolveAlert(settings, item, settings.rewardTemplate, values, 'reward', {
      ...(settings.rewardMedia.type !== 'none' ? { media: settings.rewardMedia } : {}),
      ...(settings.rewardSound.url ? { sound: settings.rewardSound } : {}),
    });
  }
  return null;
}

export function SubscribeRenderer(props: RendererProps<SubscribeAlertSettings>) {
  return <AlertRenderer {...props} toAlert={subscribeAlertFor} />;
}
