import { z } from 'zod';
import { endpoint } from './endpoint';

/** Kick's limits for stream info (the emulator's, as Kick's own dashboard enforces them). */
export const LIVE_LIMITS = {
  title: 200,
  tags: 10,
  tag: 50,
  presets: 20,
  presetName: 40,
  aliases: 50,
  alias: 30,
  /** Titles and categories kept to pick again. */
  history: 20,
} as const;

const title = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(LIVE_LIMITS.title, { error: `Title must be at most ${LIVE_LIMITS.title} characters` });
const categoryId = z
  .number({ error: 'Category must be a Kick category id' })
  .int({ error: 'Category must be a Kick category id' })
  .positive({ error: 'Category must be a Kick category id' });
const tag = z
  .string({ error: 'A tag must be text' })
  .trim()
  .min(1, { error: 'A tag cannot be empty' })
  .max(LIVE_LIMITS.tag, { error: `A tag must be at most ${LIVE_LIMITS.tag} characters` })
  .regex(/^[\p{L}\p{N} _-]+$/u, { error: 'A tag has letters, digits, spaces, - and _ only' });
const tags = z
  .array(tag, { error: 'Tags must be a list' })
  .max(LIVE_LIMITS.tags, { error: `At most ${LIVE_LIMITS.tags} tags` })
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, {
    error: 'Each tag once',
  });

export const liveCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string().nullable(),
});
export type LiveCategory = z.infer<typeof liveCategorySchema>;

/** The stream's title, category and tags as Kick has them now. */
export const streamInfoSchema = z.object({
  title: z.string(),
  category: liveCategorySchema.nullable(),
  tags: z.array(z.string()),
});
export type StreamInfo = z.infer<typeof streamInfoSchema>;

export const streamInfoReadingSchema = z.object({
  info: streamInfoSchema.nullable(),
  /** `ok`; else why Kyo cannot read or change it now (the message says what to do). */
  kick: z.enum(['ok', 'not_connected', 'needs_reconnect', 'missing_scope', 'unavailable']),
  message: z.string().nullable(),
});
export type StreamInfoReading = z.infer<typeof streamInfoReadingSchema>;

/** What Save sends: any of the three (at least one). */
export const streamInfoInputSchema = z
  .strictObject({
    title: title.optional(),
    categoryId: categoryId.optional(),
    tags: tags.optional(),
  })
  .refine((v) => v.title !== undefined || v.categoryId !== undefined || v.tags !== undefined, {
    error: 'Change the title, the category or the tags',
  });
export type StreamInfoInput = z.infer<typeof streamInfoInputSchema>;

export const streamInfoSavedSchema = z.object({
  info: streamInfoSchema,
  /** Kick's answer, in words (shown after Save). */
  message: z.string(),
});
export type StreamInfoSaved = z.infer<typeof streamInfoSavedSchema>;

export const livePresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  category: liveCategorySchema.pick({ id: true, name: true }).nullable(),
  tags: z.array(z.string()).nullable(),
});
export type LivePreset = z.infer<typeof livePresetSchema>;

export const livePresetInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, { error: 'Name is required' })
      .max(LIVE_LIMITS.presetName, {
        error: `Name must be at most ${LIVE_LIMITS.presetName} characters`,
      }),
    title: title.nullable().optional(),
    categoryId: categoryId.nullable().optional(),
    tags: tags.nullable().optional(),
  })
  .refine((v) => v.title != null || v.categoryId != null || v.tags != null, {
    error: 'A preset sets a title, a category or tags',
  });
export type LivePresetInput = z.infer<typeof livePresetInputSchema>;

export const liveHistoryEntrySchema = z.object({
  title: z.string(),
  category: liveCategorySchema.pick({ id: true, name: true }).nullable(),
  tags: z.array(z.string()),
  /** Who changed it: a Kyo user's or a chatter's name. */
  by: z.string(),
  /** `page`, `chat` (!title/!game), `preset`, `api`. */
  via: z.enum(['page', 'chat', 'preset', 'api']),
  at: z.string(),
});
export type LiveHistoryEntry = z.infer<typeof liveHistoryEntrySchema>;

const alias = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Alias is required' })
  .max(LIVE_LIMITS.alias, { error: `An alias is at most ${LIVE_LIMITS.alias} characters` })
  .regex(/^\S+$/, { error: 'An alias is one word' });

export const liveSettingsSchema = z.object({
  /** `!title` and `!game` answer in chat. */
  titleCommand: z.boolean(),
  gameCommand: z.boolean(),
  /** `!game jc` → Just Chatting. */
  aliases: z.array(
    z.object({ alias: z.string(), categoryId: z.number(), categoryName: z.string() }),
  ),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

export const liveSettingsInputSchema = z.strictObject({
  titleCommand: z.boolean().optional(),
  gameCommand: z.boolean().optional(),
  aliases: z
    .array(z.strictObject({ alias, categoryId }))
    .max(LIVE_LIMITS.aliases, { error: `At most ${LIVE_LIMITS.aliases} aliases` })
    .refine((list) => new Set(list.map((a) => a.alias)).size === list.length, {
      error: 'Each alias once',
    })
    .optional(),
});
export type LiveSettingsInput = z.infer<typeof liveSettingsInputSchema>;

/** Whose stream: the caller's own, or (`owner`) a channel they moderate. */
export const liveChannelQuerySchema = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const channel = { query: liveChannelQuerySchema };
const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const liveCategorySearchQuerySchema = liveChannelQuerySchema.extend({
  q: z.string().trim().max(60, { error: 'Search at most 60 characters' }).optional().default(''),
});

export const liveEndpoints = {
  streamInfo: endpoint({
    method: 'GET',
    path: '/api/live/stream-info',
    auth: 'user',
    ...channel,
    response: streamInfoReadingSchema,
  }),
  saveStreamInfo: endpoint({
    method: 'PUT',
    path: '/api/live/stream-info',
    auth: 'user',
    ...channel,
    body: streamInfoInputSchema,
    response: streamInfoSavedSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/live/categories',
    auth: 'user',
    query: liveCategorySearchQuerySchema,
    response: z.object({ categories: z.array(liveCategorySchema) }),
  }),
  presets: endpoint({
    method: 'GET',
    path: '/api/live/presets',
    auth: 'user',
    ...channel,
    response: z.object({ presets: z.array(livePresetSchema) }),
  }),
  createPreset: endpoint({
    method: 'POST',
    path: '/api/live/presets',
    auth: 'user',
    ...channel,
    body: livePresetInputSchema,
    response: livePresetSchema,
    status: 201,
  }),
  removePreset: endpoint({
    method: 'DELETE',
    path: '/api/live/presets/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  applyPreset: endpoint({
    method: 'POST',
    path: '/api/live/presets/:id/apply',
    auth: 'user',
    ...channel,
    params: idParams,
    response: streamInfoSavedSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/live/history',
    auth: 'user',
    ...channel,
    response: z.object({ entries: z.array(liveHistoryEntrySchema) }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/live/settings',
    auth: 'user',
    ...channel,
    response: liveSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/live/settings',
    auth: 'user',
    ...channel,
    body: liveSettingsInputSchema,
    response: liveSettingsSchema,
  }),
};
