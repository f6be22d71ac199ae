import type { FollowerAlertSettings } from '@kyo/contracts/widgets/alerts';
import type { FeedItem } from '../renderer';
import type { QueueTiming } from './alert-queue';
import {
  pickVariation,
  renderTemplate,
  type TemplatePart,
  type TemplateValues,
} from './alert-template';

/** The settings every alert type shares (contracts: alertBase). */
export type AlertBaseSettings = Omit<FollowerAlertSettings, 'messageTemplate'>;

export type AlertIcon = 'follow' | 'subscription' | 'gift' | 'kicks' | 'reward';

/** One alert, ready to draw: its text, media, sound and accent after variations apply. */
export interface ResolvedAlert {
  item: FeedItem;
  parts: TemplatePart[];
  media: AlertBaseSettings['media'];
  sound: AlertBaseSettings['sound'];
  accentColor: string;
  icon: AlertIcon;
  variation?: string;
}

/**
 * Builds an alert from the type's template for this event; the first variation whose condition
 * holds overrides the template, media, sound and accent colour it sets. `own`: an event kind's
 * own media and sound (channel points), used instead of the alert's when set.
 */
export function resolveAlert(
  settings: AlertBaseSettings,
  item: FeedItem,
  template: string,
  values: TemplateValues,
  icon: AlertIcon,
  own: { media?: AlertBaseSettings['media']; sound?: AlertBaseSettings['sound'] } = {},
): ResolvedAlert {
  const variation = pickVariation(settings.variations, values);
  return {
    item,
    parts: renderTemplate(variation?.messageTemplate || template, values),
    media: variation?.media ?? own.media ?? settings.media,
    sound: variation?.sound ?? own.sound ?? settings.sound,
    accentColor: variation?.accentColor ?? settings.accentColor,
    icon,
    variation: variation?.name || undefined,
  };
}

/** Length of the exit animation (alerts.css uses the same). */
export const OUT_MS = 450;

export function alertTiming(settings: AlertBaseSettings): QueueTiming {
  return {
    durationMs: settings.durationSeconds * 1000,
    outMs: settings.animationOut === 'none' ? 0 : OUT_MS,
    gapMs: settings.gapSeconds * 1000,
  };
}

/** Plays an alert sound. OBS lets browser sources autoplay; a blocked or broken file is skipped. */
export function playSound(sound: AlertBaseSettings['sound']): void {
  if (!sound.url || sound.volume <= 0) return;
  try {
    const audio = new Audio(sound.url);
    audio.volume = Math.min(1, sound.volume / 100);
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support: the alert still shows.
  }
}
