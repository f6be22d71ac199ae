import { z } from 'zod';
import { endpoint } from './endpoint';
import { isSafeText } from './text';

/**
 * The streamer's own alert media (sounds, images, GIF/WebM), stored in the database so every
 * server node serves them (docs/widgets.md). The type is read from the file's first bytes, never
 * from its name or what the browser declared.
 */
export const MEDIA_KINDS = ['sound', 'image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_TYPES = {
  sound: ['audio/mpeg', 'audio/ogg', 'audio/wav'],
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  video: ['video/webm'],
} as const satisfies Record<MediaKind, readonly string[]>;
export type MediaContentType = (typeof MEDIA_TYPES)[MediaKind][number];

const MB = 1024 * 1024;
/** Largest file of each kind, and what one account may store in all. */
export const MEDIA_LIMITS = {
  bytes: { sound: 1 * MB, image: 2 * MB, video: 5 * MB } as Record<MediaKind, number>,
  totalBytes: 50 * MB,
  files: 100,
} as const;
/** Base64 of the largest file, plus a little: the request body's cap is a bit above it. */
export const MEDIA_BASE64_MAX = Math.ceil((5 * MB) / 3) * 4;

const ownerQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be a file hash');

export const uploadMediaSchema = z.strictObject({
  /** The file's name as the streamer knows it (shown in the picker; never used for its type). */
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name must be at most 100 characters')
    .refine(isSafeText, 'name must not contain NUL characters or unpaired surrogates')
    .refine(
      // eslint-disable-next-line no-control-regex
      (value) => !/[\u0000-\u001f\u007f]/.test(value),
      'name must not contain control characters',
    ),
  /** The file, base64; its type is sniffed from its bytes. */
  data: z
    .string({ error: 'data is required' })
    .min(8, 'The file is empty')
    .max(MEDIA_BASE64_MAX + 4096, 'The file is larger than 5 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be base64'),
});

export const mediaItemSchema = z.object({
  sha256: z.string(),
  /** What settings name it by: `media:<sha256>`. */
  ref: z.string(),
  kind: z.enum(MEDIA_KINDS),
  contentType: z.string(),
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaItemSchema),
  usage: z.object({ bytes: z.number().int(), files: z.number().int() }),
  limits: z.object({
    bytes: z.record(z.enum(MEDIA_KINDS), z.number().int()),
    totalBytes: z.number().int(),
    files: z.number().int(),
  }),
});

export const mediaRef = (sha256: string) => `media:${sha256}`;

export const mediaEndpoints = {
  /** The channel's uploads (the caller's own, or with `owner` a channel they moderate). */
  list: endpoint({
    method: 'GET',
    path: '/api/media',
    auth: 'user',
    query: ownerQuery,
    response: mediaListSchema,
  }),
  /** Stores a file (the same file twice is stored once). */
  upload: endpoint({
    method: 'POST',
    path: '/api/media',
    auth: 'user',
    query: ownerQuery,
    body: uploadMediaSchema,
    response: mediaItemSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/media/:sha256',
    auth: 'user',
    params: z.object({ sha256: sha256Schema }),
    query: ownerQuery,
    response: z.void(),
    status: 204,
  }),
  /** The file, for the builder (signed in: its preview loads it with the session). */
  content: endpoint({
    method: 'GET',
    path: '/api/media/:sha256/content',
    auth: 'user',
    params: z.object({ sha256: sha256Schema }),
    query: ownerQuery,
    response: z.void(),
  }),
  /**
   * The file, as a display loads it: by the display's key (a widget's or a scene's), and only
   * the files of that key's owner. Named by its content: cached for good.
   */
  display: endpoint({
    method: 'GET',
    path: '/api/overlay-media/:key/:sha256',
    auth: 'none',
    params: z.object({
      key: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'key must be a widget key'),
      sha256: sha256Schema,
    }),
    response: z.void(),
  }),
};
