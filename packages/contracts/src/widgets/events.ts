import { z } from 'zod';

export const chatBadgeSchema = z.object({
  type: z.string(),
  text: z.string().nullable().optional(),
  count: z.number().nullable().optional(),
});

/** Chat text split into text and emote parts on the server, so overlays never parse markup. */
export const chatPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('emote'), id: z.string(), name: z.string() }),
]);
export type ChatPart = z.infer<typeof chatPartSchema>;

/** What a widget is told about, whatever its source (Kick, a test button). */
export const widgetEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat.message'),
    id: z.string(),
    username: z.string(),
    color: z.string().nullable(),
    badges: z.array(chatBadgeSchema),
    parts: z.array(chatPartSchema),
    text: z.string(),
    at: z.number(),
  }),
  /** A banned or timed-out chatter: their messages disappear. */
  z.object({ kind: z.literal('chat.clear-user'), username: z.string(), at: z.number() }),
  z.object({ kind: z.literal('follow'), name: z.string(), at: z.number() }),
  z.object({
    kind: z.literal('subscription'),
    name: z.string(),
    months: z.number().int(),
    renewal: z.boolean(),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('gifted'),
    name: z.string(),
    count: z.number().int(),
    giftees: z.array(z.string()),
    at: z.number(),
  }),
]);
export type WidgetEvent = z.infer<typeof widgetEventSchema>;
export type WidgetEventKind = WidgetEvent['kind'];
