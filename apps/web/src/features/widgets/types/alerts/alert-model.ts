import type { FollowerAlertSettings } from '@kyo/contracts/widgets/alerts';
import {
  ALERT_KINDS,
  alertKindOf,
  type AlertIcon,
  type AlertKind,
  type AlertValues,
} from '@kyo/contracts/widgets/alert-kinds';
import type { FeedItem } from '../renderer';
import type { QueueTiming } from './alert-timing';
import { pickVariation, renderTemplate, usesToken, type TemplatePart } from './alert-template';

/** The settings every alert type shares (contracts: alertBase). */
export type AlertBaseSettings = Omit<FollowerAlertSettings, 'messageTemplate' | 'placement'>;
export type { AlertIcon };

/** One alert, ready to draw and play: its text, media, sound and speech after variations apply. */
export interface ResolvedAlert {
  item: FeedItem;
  kind: AlertKind;
  parts: TemplatePart[];
  media: AlertBaseSettings['media'];
  sound: AlertBaseSettings['sound'];
  accentColor: string;
  animationIn: AlertBaseSettings['animationIn'];
  icon: AlertIcon;
  variation?: string;
  /** Kick's name for the gift and the viewer's message, shown under the text (when not in it). */
  gift?: string;
  message?: string;
  /** The message spoken after the sound (its token, at the TTS volume). */
  speech?: { token: string; volume: number };
}

/**
 * The alert for an event, from the kinds' definitions (alert-kinds.ts): null when the widget does
 * not show it or its toggle is off. The first variation whose condition holds overrides the
 * template, media, sound, accent colour and entrance it sets.
 */
export function resolveAlert(
  settings: AlertBaseSettings,
  kinds: readonly AlertKind[],
  item: FeedItem,
  locale?: string,
): ResolvedAlert | null {
  const found = alertKindOf(kinds, item.event);
  if (!found) return null;
  const { definition, values } = found;
  const fields = settings as unknown as Record<string, unknown>;
  if (definition.toggleField && fields[definition.toggleField] === false) return null;
  const variation = pickVariation(settings.variations, values);
  const stored = fields[definition.templateField];
  const template = variation?.messageTemplate || (typeof stored === 'string' ? stored : '');
  const spoken = ALERT_KINDS[definition.kind].speech?.(item.event);
  // A kind's own image and sound (channel points), used instead of the alert's when set.
  const ownMedia = definition.mediaField
    ? (fields[definition.mediaField] as AlertBaseSettings['media'] | undefined)
    : undefined;
  const ownSound = definition.soundField
    ? (fields[definition.soundField] as AlertBaseSettings['sound'] | undefined)
    : undefined;
  const hasOwnMedia = ownMedia && ownMedia.type !== 'none' ? ownMedia : undefined;
  const hasOwnSound = ownSound?.url ? ownSound : undefined;
  const { tts } = settings;
  return {
    item,
    kind: definition.kind,
    parts: renderTemplate(template, withOptionalTokens(definition.tokens, values), locale),
    media: variation?.media ?? hasOwnMedia ?? settings.media,
    sound: variation?.sound ?? hasOwnSound ?? settings.sound,
    accentColor: variation?.accentColor ?? settings.accentColor,
    animationIn: variation?.animationIn ?? settings.animationIn,
    icon: definition.icon,
    variation: variation?.name || undefined,
    ...(settings.showMessage && values.gift && !usesToken(template, 'gift')
      ? { gift: values.gift }
      : {}),
    ...(settings.showMessage && values.message && !usesToken(template, 'message')
      ? { message: values.message }
      : {}),
    ...(spoken && tts.enabled && spoken.amount >= tts.minAmount
      ? { speech: { token: spoken.token, volume: tts.volume } }
      : {}),
  };
}

/**
 * A kind's optional tokens read as empty when the event has none (a Kicks gift without a message),
 * and the gift's name as "Kicks"; a token of another kind stays visible as a mistake to fix.
 */
function withOptionalTokens(tokens: readonly string[], values: AlertValues): AlertValues {
  return {
    ...values,
    ...(tokens.includes('gift') ? { gift: values.gift ?? 'Kicks' } : {}),
    ...(tokens.includes('message') ? { message: values.message ?? '' } : {}),
  };
}

/** Spoken messages and long sounds keep an alert on screen at most this much past its duration. */
export const MAX_AUDIO_HOLD_MS = 45_000;

export function alertTiming(settings: AlertBaseSettings): QueueTiming {
  return {
    durationMs: settings.durationSeconds * 1000,
    outMs: settings.animationOut === 'none' ? 0 : settings.animationMs,
    gapMs: settings.gapSeconds * 1000,
    maxAudioHoldMs: MAX_AUDIO_HOLD_MS,
  };
}
