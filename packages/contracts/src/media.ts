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
/**
 * The largest file of any kind: the upload's body cap (its kind's own cap is checked once the
 * bytes say what it is). The proxy in front must let this through (docs/deployment.md).
 */
export const MEDIA_UPLOAD_MAX_BYTES = Math.max(...Object.values(MEDIA_LIMITS.bytes));

const ownerQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be a file hash');

/** The file's name as the streamer knows it (shown in the picker; never used for its type). */
const mediaNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters')
  .refine(isSafeText, 'name must not contain NUL characters or unpaired surrogates')
  .refine(
    // eslint-disable-next-line no-control-regex
    (value) => !/[\u0000-\u001f\u007f]/.test(value),
    'name must not contain control characters',
  );

/** An upload's query: its name, and the channel (`owner`) when a moderator uploads. */
export const uploadMediaQuerySchema = ownerQuery.extend({ name: mediaNameSchema });

/**
 * An upload's body: the file's own bytes (any content type; its type is sniffed from the bytes),
 * not JSON. The browser sends a File or Blob; the server reads it into a Buffer.
 */
export const mediaFileSchema = z.custom<Blob | Uint8Array>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  'Send the file itself as the request body',
);

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
  /**
   * Stores a file (the same file twice is stored once): the body is the file's bytes, up to
   * MEDIA_UPLOAD_MAX_BYTES, its name in the query (`?name=ding.mp3`). The session is checked
   * before the body is read.
   */
  upload: endpoint({
    method: 'POST',
    path: '/api/media',
    auth: 'user',
    query: uploadMediaQuerySchema,
    body: mediaFileSchema,
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
