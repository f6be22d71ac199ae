import { z } from 'zod';
import { safeString } from '../text';
import { colorSchema, FONT_FAMILIES, mediaUrlSchema } from '../widgets/common';

/**
 * The scene model: a canvas the size of the stream with ordered layers (first = bottom). A layer
 * places one of the user's widgets, a text or an image. Geometry is in canvas pixels; `x`/`y` is
 * the top-left corner of the unrotated box and `rotation` (degrees, clockwise) turns it about its
 * centre, as CSS `transform: rotate()` does.
 */

/** Canvas sizes the editor offers; any other size within the bounds is a custom canvas. */
export const CANVAS_PRESETS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;
export const DEFAULT_CANVAS = CANVAS_PRESETS[0];
/** Custom canvases: small enough for a browser source, vertical canvases included. */
export const CANVAS_MIN = 100;
export const CANVAS_MAX = 7680;

/** Layer coordinates may reach outside the canvas (a layer sliding in) but stay sane. */
export const LAYER_COORD_LIMIT = 100_000;
export const LAYER_SIZE_MIN = 1;
export const LAYER_SIZE_MAX = 20_000;
export const LAYER_NAME_MAX = 80;
export const SCENE_NAME_MAX = 80;
export const TEXT_LAYER_MAX = 2000;
export const FONT_SIZE_MIN = 6;
export const FONT_SIZE_MAX = 800;

const number = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const canvasSchema = z.strictObject({
  width: number('Width', CANVAS_MIN, CANVAS_MAX).int('Width must be whole pixels'),
  height: number('Height', CANVAS_MIN, CANVAS_MAX).int('Height must be whole pixels'),
});
export type Canvas = z.infer<typeof canvasSchema>;

export const layerNameSchema = safeString()
  .trim()
  .min(1, 'Name is required')
  .max(LAYER_NAME_MAX, `Name must be at most ${LAYER_NAME_MAX} characters`);

export const sceneNameSchema = safeString()
  .trim()
  .min(1, 'Name is required')
  .max(SCENE_NAME_MAX, `Name must be at most ${SCENE_NAME_MAX} characters`);

const layerId = z.uuid({ error: 'Must be a valid id' });

const layerBase = {
  id: layerId,
  name: layerNameSchema,
  x: number('X', -LAYER_COORD_LIMIT, LAYER_COORD_LIMIT),
  y: number('Y', -LAYER_COORD_LIMIT, LAYER_COORD_LIMIT),
  width: number('Width', LAYER_SIZE_MIN, LAYER_SIZE_MAX),
  height: number('Height', LAYER_SIZE_MIN, LAYER_SIZE_MAX),
  rotation: number('Rotation', -360, 360),
  opacity: number('Opacity', 0, 1),
  visible: z.boolean(),
  locked: z.boolean(),
};

export const textShadowSchema = z.strictObject({
  color: colorSchema,
  blur: number('Shadow blur', 0, 100),
  offsetX: number('Shadow offset', -100, 100),
  offsetY: number('Shadow offset', -100, 100),
});
export type TextShadow = z.infer<typeof textShadowSchema>;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const FONT_WEIGHTS = [400, 700, 900] as const;

export const widgetLayerSchema = z.strictObject({
  ...layerBase,
  kind: z.literal('widget'),
  widgetId: z.uuid({ error: 'Must be a valid id' }),
});

/** Shown as text (a text node), never parsed as HTML. Line breaks are kept. */
export const textLayerSchema = z.strictObject({
  ...layerBase,
  kind: z.literal('text'),
  text: safeString()
    .min(1, 'Text is required')
    .max(TEXT_LAYER_MAX, `Text must be at most ${TEXT_LAYER_MAX} characters`),
  font: z.enum(FONT_FAMILIES),
  fontSize: number('Font size', FONT_SIZE_MIN, FONT_SIZE_MAX),
  fontWeight: z.union(FONT_WEIGHTS.map((weight) => z.literal(weight))),
  italic: z.boolean(),
  color: colorSchema,
  align: z.enum(TEXT_ALIGNS),
  lineHeight: number('Line height', 0.5, 3),
  /** `null` (or left out) for no shadow. */
  shadow: textShadowSchema.nullable(),
});

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** An image uploaded to the scene's owner (by content hash) or any http(s) URL. */
export const imageSourceSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('upload'),
    sha256: z.string().regex(SHA256_PATTERN, 'Must be an uploaded image'),
  }),
  z.strictObject({
    type: z.literal('url'),
    url: mediaUrlSchema.refine((value) => value !== '', 'Use an http(s) URL'),
  }),
]);
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const IMAGE_FITS = ['contain', 'cover', 'fill'] as const;

export const imageLayerSchema = z.strictObject({
  ...layerBase,
  kind: z.literal('image'),
  source: imageSourceSchema,
  fit: z.enum(IMAGE_FITS),
});

export const LAYER_KINDS = ['widget', 'text', 'image'] as const;

/** A layer as a client sends it. */
export const layerSchema = z.discriminatedUnion('kind', [
  widgetLayerSchema,
  textLayerSchema,
  imageLayerSchema,
]);
export type Layer = z.infer<typeof layerSchema>;
export type WidgetLayer = z.infer<typeof widgetLayerSchema>;
export type TextLayer = z.infer<typeof textLayerSchema>;
export type ImageLayer = z.infer<typeof imageLayerSchema>;
export type LayerKind = Layer['kind'];

/**
 * A layer as the server answers it: with `rev`, the scene revision at which it was last written.
 * Two tabs use it to tell which layers another save changed.
 */
const rev = { rev: z.number().int() };
export const storedLayerSchema = z.discriminatedUnion('kind', [
  widgetLayerSchema.extend(rev),
  textLayerSchema.extend(rev),
  imageLayerSchema.extend(rev),
]);
export type StoredLayer = z.infer<typeof storedLayerSchema>;
