import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ACCOUNT_LIMITS } from '../limits';
import { CANVAS_MAX, CANVAS_MIN, layerSchema, SHA256_PATTERN } from '../scenes/layers';
import { MEDIA_REF } from './common';
import { parseWidgetSettings, widgetContracts, WIDGET_TYPES } from './registry';

/**
 * Kyo's share file (docs/widgets.md, "Export and import"): one widget, or a scene with its
 * widgets, as one JSON document another account imports as copies. Uploads the widgets and the
 * scene name travel inside it (base64) up to a cap; what could not travel is listed in `missing`
 * (and an uploaded scene image over the cap by its public URL instead).
 */
export const SHARE_FORMAT = 'kyo-share';
export const SHARE_VERSION = 1;

const MB = 1024 * 1024;
export const SHARE_LIMITS = {
  /** Uploads embedded in one file, decoded. */
  embeddedBytes: 8 * MB,
  /** The import's request body: the embedded files in base64 plus the settings. */
  fileBytes: 12 * MB,
  widgets: ACCOUNT_LIMITS.layersPerScene,
  files: 100,
} as const;

const BASE64_TOTAL_MAX = Math.ceil(SHARE_LIMITS.embeddedBytes / 3) * 4;

const sha256Schema = z.string().regex(SHA256_PATTERN, 'sha256 must be a file hash');

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

export const shareWidgetSchema = z.strictObject({
  /** The widget's id in the exporting account: the scene's widget layers name it. */
  id: z.uuid({ error: 'id must be a valid id' }),
  type: z.enum(WIDGET_TYPES, {
    error: (issue) => `Kyo has no widget type “${String(issue.input)}”`,
  }),
  name: nameSchema,
  settings: z.record(z.string(), z.unknown()),
});
export type ShareWidget = z.infer<typeof shareWidgetSchema>;

export const shareSceneSchema = z.strictObject({
  name: nameSchema,
  width: z.number().int().min(CANVAS_MIN).max(CANVAS_MAX),
  height: z.number().int().min(CANVAS_MIN).max(CANVAS_MAX),
  /** Bottom first; a widget layer's `widgetId` is the `id` of one of the file's widgets. */
  layers: z.array(layerSchema).max(ACCOUNT_LIMITS.layersPerScene),
});

/** An upload carried in the file: a widget's `media:<sha256>` or an image layer's upload. */
export const shareFileSchema = z.strictObject({
  sha256: sha256Schema,
  name: z.string().trim().min(1).max(100),
  contentType: z.string().max(100),
  data: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'data must be base64'),
});
export type ShareFile = z.infer<typeof shareFileSchema>;

export const SHARE_MISSING_REASONS = ['too_large', 'not_found'] as const;

/** An upload the export could not carry. */
export const shareMissingSchema = z.strictObject({
  sha256: sha256Schema,
  name: z.string().max(100),
  reason: z.enum(SHARE_MISSING_REASONS),
});

/** What a file says it is, read before the rest so another version gets its own clear answer. */
const headerSchema = z.looseObject({
  format: z.literal(SHARE_FORMAT, { error: 'This is not a Kyo widget or scene file' }),
  version: z.literal(SHARE_VERSION, {
    error: (issue) =>
      `This file is version ${String(issue.input)} of Kyo’s file format; this Kyo reads version ${SHARE_VERSION}`,
  }),
});

const documentSchema = z
  .strictObject({
    format: z.literal(SHARE_FORMAT),
    version: z.literal(SHARE_VERSION),
    exportedAt: z.string().max(40),
    widgets: z
      .array(shareWidgetSchema)
      .max(SHARE_LIMITS.widgets, `A file holds at most ${SHARE_LIMITS.widgets} widgets`),
    scene: shareSceneSchema.nullable(),
    files: z
      .array(shareFileSchema)
      .max(SHARE_LIMITS.files, `A file holds at most ${SHARE_LIMITS.files} uploads`),
    missing: z.array(shareMissingSchema).max(SHARE_LIMITS.files),
  })
  .superRefine((doc, ctx) => {
    if (!doc.scene && doc.widgets.length === 0)
      ctx.addIssue({ code: 'custom', path: ['widgets'], message: 'The file holds no widget' });
    const ids = new Set<string>();
    doc.widgets.forEach((widget, i) => {
      if (ids.has(widget.id))
        ctx.addIssue({
          code: 'custom',
          path: ['widgets', i, 'id'],
          message: 'The same widget twice',
        });
      ids.add(widget.id);
      const contract = widgetContracts[widget.type];
      if (!contract.available) {
        ctx.addIssue({
          code: 'custom',
          path: ['widgets', i, 'type'],
          message: `${contract.displayName} widgets are not available yet`,
        });
        return;
      }
      const parsed = parseWidgetSettings(widget.type, widget.settings);
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['widgets', i, 'settings', ...issue.path.map(String)],
          message: issue.message,
        });
    });
    doc.scene?.layers.forEach((layer, i) => {
      if (layer.kind === 'widget' && !ids.has(layer.widgetId))
        ctx.addIssue({
          code: 'custom',
          path: ['scene', 'layers', i, 'widgetId'],
          message: 'A widget layer names no widget of the file',
        });
    });
    const embedded = doc.files.reduce((sum, file) => sum + file.data.length, 0);
    if (embedded > BASE64_TOTAL_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['files'],
        message: `The file carries more than ${SHARE_LIMITS.embeddedBytes / MB} MB of uploads`,
      });
  });

/** The file: its format and version first, then everything in it. */
export const shareDocumentSchema = headerSchema.pipe(documentSchema);
export type ShareDocument = z.infer<typeof documentSchema>;

/** Every `media:<sha256>` a widget's settings name (custom widgets' values included). */
export function mediaRefsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (MEDIA_REF.test(value)) found.add(value.slice('media:'.length));
  } else if (Array.isArray(value)) {
    for (const item of value) mediaRefsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaRefsIn(item, found);
  }
  return found;
}

/** The settings with each `media:<sha256>` not in `kept` replaced by '' (no file). */
export function withoutMedia(value: unknown, kept: ReadonlySet<string>): unknown {
  if (typeof value === 'string')
    return MEDIA_REF.test(value) && !kept.has(value.slice('media:'.length)) ? '' : value;
  if (Array.isArray(value)) return value.map((item) => withoutMedia(item, kept));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutMedia(item, kept)]),
    );
  return value;
}

/** What an import could not bring: an upload missing from the file, or a layer that needed it. */
export const shareSkippedSchema = z.object({
  kind: z.enum(['file', 'layer']),
  name: z.string(),
  reason: z.enum([...SHARE_MISSING_REASONS, 'not_in_file', 'not_media']),
});
export type ShareSkipped = z.infer<typeof shareSkippedSchema>;

export const shareImportResultSchema = z.object({
  widgets: z.array(z.object({ id: z.string(), type: z.string(), name: z.string() })),
  scene: z.object({ id: z.string(), name: z.string() }).nullable(),
  skipped: z.array(shareSkippedSchema),
});
export type ShareImportResult = z.infer<typeof shareImportResultSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const shareEndpoints = {
  /** One widget as a share file (its uploads embedded). */
  exportWidget: endpoint({
    method: 'GET',
    path: '/api/widgets/:id/export',
    auth: 'user',
    params: idParams,
    response: documentSchema,
  }),
  /** A scene with every widget it shows, as one share file. */
  exportScene: endpoint({
    method: 'GET',
    path: '/api/scenes/:id/export',
    auth: 'user',
    params: idParams,
    response: documentSchema,
  }),
  /**
   * Copies a share file's widgets (and scene) into the caller's account, all or nothing: a bad
   * file is a 400 naming what is wrong and nothing of it is written.
   */
  import: endpoint({
    method: 'POST',
    path: '/api/share/import',
    auth: 'user',
    body: shareDocumentSchema,
    response: shareImportResultSchema,
    status: 201,
  }),
};
