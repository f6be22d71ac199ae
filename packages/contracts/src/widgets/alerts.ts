import { z } from 'zod';
import {
  ANIMATIONS_IN,
  ANIMATIONS_OUT,
  alertMediaUrlSchema,
  colorSchema,
  fontFamilySchema,
} from './common';
import { builtinSoundPath, type BuiltinSoundId } from './sounds';

export const alertMediaSchema = z.object({
  type: z.enum(['none', 'image', 'video']).default('none'),
  /** Image (gif, png, webp) or video (webm with alpha): a URL or an upload (`media:<sha256>`). */
  url: alertMediaUrlSchema.default(''),
});
export const alertSoundSchema = z.object({
  /** A built-in (`/sounds/…`), an upload (`media:<sha256>`) or an http(s) URL; '' is silent. */
  url: alertMediaUrlSchema.default(''),
  volume: z.number().int().min(0).max(100).default(70),
});

/** Engine voice ids: `en`, `en-us`, `tr`, `gmw/en-GB-x-rp`, `en+f3` (espeak-ng's variants). */
export const ttsVoiceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_+/-]{0,59}$/, 'Pick a voice from the list');

/**
 * Text-to-speech of a viewer's message (Kicks), spoken by the server (docs/widgets.md): OBS's
 * browser source has no voices of its own. Played after the alert's sound.
 */
export const alertTtsSchema = z.object({
  enabled: z.boolean().default(false),
  /** Messages of gifts below this many Kicks are shown but not spoken. */
  minAmount: z.number().int().min(0).max(1_000_000).default(100),
  voice: ttsVoiceSchema.default('en-us'),
  /** Speed: 1 is the voice's normal pace. */
  rate: z.number().min(0.5).max(2).default(1),
  volume: z.number().int().min(0).max(100).default(80),
  /** At most this many characters are spoken. */
  maxChars: z.number().int().min(10).max(500).default(200),
  skipLinks: z.boolean().default(true),
  skipEmotes: z.boolean().default(true),
});
export type AlertTtsSettings = z.infer<typeof alertTtsSchema>;

/** Months and gift counts stay below this; a Kicks amount may go far higher. */
const MONTHS_COUNT_MAX = 1000;
export const VARIATION_AMOUNT_MAX = 1_000_000;

/**
 * `months` (subscriptions), `count` (gifted subs) or `amount` (Kicks): a variation applies only
 * to the events that carry its field, so an `amount` variation never changes a subscription.
 * `reward`: a channel-points alert of the reward with this title (any case).
 */
const numericConditionSchema = z
  .object({
    field: z.enum(['months', 'count', 'amount']),
    /** Applies when the event's field is at least this. */
    atLeast: z.number().int().min(1).max(VARIATION_AMOUNT_MAX),
  })
  .refine((c) => c.field === 'amount' || c.atLeast <= MONTHS_COUNT_MAX, {
    message: `Months and gift counts can be at most ${MONTHS_COUNT_MAX}`,
    path: ['atLeast'],
  });
const rewardConditionSchema = z.object({
  field: z.literal('reward'),
  reward: z.string().trim().min(1, 'Name the reward').max(50),
});
export const variationConditionSchema = z.discriminatedUnion('field', [
  numericConditionSchema,
  rewardConditionSchema,
]);
export type VariationCondition = z.infer<typeof variationConditionSchema>;
export const alertVariationSchema = z.object({
  name: z.string().trim().max(60).default(''),
  condition: variationConditionSchema,
  messageTemplate: z.string().max(300).optional(),
  media: alertMediaSchema.optional(),
  sound: alertSoundSchema.optional(),
  accentColor: colorSchema.optional(),
  /** A different entrance for this variation (a bigger one for a big gift). */
  animationIn: z.enum(ANIMATIONS_IN).optional(),
});
export type AlertVariation = z.infer<typeof alertVariationSchema>;

/** Where an alert's image or video sits: above the text, beside it (left), or behind it. */
export const MEDIA_LAYOUTS = ['above', 'beside', 'behind'] as const;

const alertBase = (sound: BuiltinSoundId) => ({
  durationSeconds: z.number().min(1).max(60).default(6),
  media: alertMediaSchema.default({ type: 'none', url: '' }),
  mediaLayout: z.enum(MEDIA_LAYOUTS).default('above'),
  /**
   * The image or video's height as a share of the alert's (%, above or beside the text; behind,
   * it fills the alert). The text takes what is left: the media never shrinks for a long message.
   */
  mediaSize: z.number().int().min(10).max(100).default(45),
  /** A first alert sounds like one: a built-in sound by default. */
  sound: alertSoundSchema.default({ url: builtinSoundPath(sound), volume: 70 }),
  animationIn: z.enum(ANIMATIONS_IN).default('pop'),
  animationOut: z.enum(ANIMATIONS_OUT).default('fade'),
  /** Length of the entrance and of the exit, ms. */
  animationMs: z.number().int().min(150).max(3000).default(600),
  /** Shows the viewer's message and Kick's name for the gift under the alert text. */
  showMessage: z.boolean().default(true),
  tts: alertTtsSchema.default(alertTtsSchema.parse({})),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(96).default(36),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10d9'),
  /** Seconds between two alerts in the queue. */
  gapSeconds: z.number().min(0).max(30).default(1),
  /** Most specific first: the first variation whose condition holds is used. */
  variations: z.array(alertVariationSchema).max(10).default([]),
});

/** {name} */
export const followerAlertSettingsSchema = z.object({
  messageTemplate: z.string().trim().min(1).max(300).default('{name} just followed!'),
  ...alertBase('chime'),
});
export type FollowerAlertSettings = z.infer<typeof followerAlertSettingsSchema>;

/**
 * The subscriber & Kicks alert: {name}, {months} for new subs and resubs; {name} (the gifter) and
 * {count} for gifts; Kicks with kicksTemplate; channel points (reward actions) with rewardTemplate.
 */
export const subscribeAlertSettingsSchema = z.object({
  messageTemplate: z.string().trim().min(1).max(300).default('{name} just subscribed!'),
  resubTemplate: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('{name} resubscribed for {months} months!'),
  giftTemplate: z.string().trim().min(1).max(300).default('{name} gifted {count} subs!'),
  /** {name}, {amount}, {gift} (Kick's name for the gift) and {message} for Kicks. */
  kicksTemplate: z.string().trim().min(1).max(300).default('{name} sent {amount} Kicks!'),
  showResubs: z.boolean().default(true),
  showGifts: z.boolean().default(true),
  showKicks: z.boolean().default(true),
  /** Channel points (a reward's "overlay alert" action): {name}, {reward}, {cost}, {input}. */
  rewardTemplate: z.string().trim().min(1).max(300).default('{name} redeemed {reward}!'),
  showRewards: z.boolean().default(true),
  /** The channel-points alert's own image and sound; `none` / no URL: the alert's own. */
  rewardMedia: alertMediaSchema.default({ type: 'none', url: '' }),
  rewardSound: alertSoundSchema.default({ url: '', volume: 70 }),
  /** A points-store purchase: {name}, {item}, {price}, {currency}, {input}; its own image and sound. */
  purchaseTemplate: z.string().trim().min(1).max(300).default('{name} bought {item}!'),
  showPurchases: z.boolean().default(true),
  purchaseMedia: alertMediaSchema.default({ type: 'none', url: '' }),
  purchaseSound: alertSoundSchema.default({ url: '', volume: 70 }),
  ...alertBase('fanfare'),
});
export type SubscribeAlertSettings = z.infer<typeof subscribeAlertSettingsSchema>;
