import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ACCOUNT_LIMITS } from '../limits';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  DEFAULT_CANVAS,
  layerSchema,
  sceneNameSchema,
  storedLayerSchema,
} from './layers';

export * from './layers';

const MAX_LAYERS = ACCOUNT_LIMITS.layersPerScene;

export const sceneSchema = z.object({
  id: z.string(),
  /** The channel the scene belongs to; its moderators edit it, only the owner deletes it. */
  ownerId: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The unguessable key of its OBS URL (`/scene/{key}`), same rules as a widget's. */
  key: z.string(),
  overlayUrl: z.string(),
  /** Increases with every save; each layer carries the revision that last wrote it. */
  rev: z.number().int(),
  /** Bottom first. */
  layers: z.array(storedLayerSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Scene = z.infer<typeof sceneSchema>;

export const sceneSummarySchema = sceneSchema.omit({ layers: true }).extend({
  layerCount: z.number().int(),
});
export type SceneSummary = z.infer<typeof sceneSummarySchema>;

const sizeSchema = (field: 'Width' | 'Height') =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be whole pixels`)
    .min(CANVAS_MIN, `${field} must be at least ${CANVAS_MIN}`)
    .max(CANVAS_MAX, `${field} must be at most ${CANVAS_MAX}`);

export const createSceneSchema = z.strictObject({
  name: sceneNameSchema.optional(),
  width: sizeSchema('Width').default(DEFAULT_CANVAS.width),
  height: sizeSchema('Height').default(DEFAULT_CANVAS.height),
  /** Create it for a channel the caller moderates (default: their own). */
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});

const layerIds = (what: string) =>
  z
    .array(z.uuid({ error: 'Must be a valid id' }))
    .max(MAX_LAYERS, `${what}: a scene holds at most ${MAX_LAYERS} layers`);

/**
 * One save of the editor: what changed since it last heard from the server. Layers in `upsert`
 * are written whole (the later save wins per layer), `remove` deletes, `order` gives the new
 * bottom-to-top order of the layers it names (others keep their place). All or nothing.
 */
export const saveSceneSchema = z.strictObject({
  name: sceneNameSchema.optional(),
  width: sizeSchema('Width').optional(),
  height: sizeSchema('Height').optional(),
  upsert: z
    .array(layerSchema)
    .max(MAX_LAYERS, `A scene holds at most ${MAX_LAYERS} layers`)
    .optional(),
  remove: layerIds('remove').optional(),
  order: layerIds('order').optional(),
});
export type SaveScene = z.infer<typeof saveSceneSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

/** Images a scene may show: raster formats only (an SVG could carry script). */
export const SCENE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const SCENE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of the largest image, plus a little: the request body's cap is a bit above. */
const BASE64_MAX = Math.ceil(SCENE_IMAGE_MAX_BYTES / 3) * 4;

export const uploadSceneImageSchema = z.strictObject({
  contentType: z.enum(SCENE_IMAGE_TYPES, { error: 'Use a PNG, JPEG, GIF or WebP image' }),
  /** The file, base64 (checked against its type by its first bytes; at most 2 MB decoded). */
  data: z
    .string({ error: 'data is required' })
    .min(8, 'The file is empty')
    .max(BASE64_MAX + 4096, 'The image is larger than 2 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be base64'),
  /** A scene of a channel the caller moderates (default: their own). */
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});

export const sceneImageSchema = z.object({
  sha256: z.string(),
  contentType: z.enum(SCENE_IMAGE_TYPES),
  size: z.number().int(),
  /** Where displays and the editor load it (public: OBS has no session). */
  url: z.string(),
});
export type SceneImage = z.infer<typeof sceneImageSchema>;

export const sceneEndpoints = {
  /** The caller's scenes, or with `owner` those of a channel the caller moderates. */
  list: endpoint({
    method: 'GET',
    path: '/api/scenes',
    auth: 'user',
    query: z.strictObject({ owner: z.uuid({ error: 'owner must be a valid id' }).optional() }),
    response: z.object({ scenes: z.array(sceneSummarySchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/scenes',
    auth: 'user',
    body: createSceneSchema,
    response: sceneSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/scenes/:id',
    auth: 'user',
    params: idParams,
    response: sceneSchema,
  }),
  save: endpoint({
    method: 'PATCH',
    path: '/api/scenes/:id',
    auth: 'user',
    params: idParams,
    body: saveSceneSchema,
    response: sceneSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/scenes/:id',
    auth: 'user',
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  /** Stores an image for image layers (the same file twice is stored once). */
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/scenes/images',
    auth: 'user',
    body: uploadSceneImageSchema,
    response: sceneImageSchema,
    status: 201,
  }),
  /** An uploaded image, as displays load it: no session, cached for good (it never changes). */
  image: endpoint({
    method: 'GET',
    path: '/api/scene-images/:owner/:sha256',
    auth: 'none',
    params: z.object({
      owner: z.uuid({ error: 'owner must be a valid id' }),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be an image hash'),
    }),
    response: z.void(),
  }),
  /** A new OBS URL: the old one stops working at once (owner only). */
  rotateKey: endpoint({
    method: 'POST',
    path: '/api/scenes/:id/rotate-key',
    auth: 'user',
    params: idParams,
    response: sceneSchema,
  }),
};
