import { createHash } from 'node:crypto';
import {
  MEDIA_LIMITS,
  parseWidgetSettings,
  sceneImageUrl,
  type Layer,
  type Widget,
} from '@kyo/contracts';
import {
  mediaRefsIn,
  SHARE_FORMAT,
  SHARE_LIMITS,
  SHARE_VERSION,
  withoutMedia,
  type ShareDocument,
  type ShareImportResult,
  type ShareSkipped,
} from '@kyo/contracts/widgets/share';
import type { Clock } from '../../platform/clock';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import { sniffMedia } from '../../platform/media-sniff';
import type { ImportPlan, SceneRow, SharingRepo, StoredFile } from './sharing.repo';

/** 192 random bits, as every widget's and scene's key. */
const KEY_BYTES = 24;

export interface SharingDeps {
  repo: SharingRepo;
  clock: Clock;
  publicUrl: string;
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** A widget the actor manages, its settings as its type reads them today (else a 404). */
  widget(actorId: string, id: string): Promise<Widget>;
  /** The owner's widgets changed (the chat pipeline and the overlays learn of the new ones). */
  imported(ownerId: string): void;
}

/** Export and import of widgets and scenes as share files (docs/widgets.md, "Export and import"). */
export class SharingService {
  constructor(private readonly deps: SharingDeps) {}

  async exportWidget(actorId: string, id: string): Promise<ShareDocument> {
    const widget = await this.deps.widget(actorId, id);
    return this.document(widget.ownerId, [widget], null);
  }

  async exportScene(actorId: string, id: string): Promise<ShareDocument> {
    const row = await this.deps.repo.scene(id);
    if (!row || !(await this.deps.canManage(actorId, row.userId))) {
      throw notFound('Scene not found');
    }
    const ids = [
      ...new Set(row.layers.flatMap((layer) => (layer.kind === 'widget' ? [layer.widgetId] : []))),
    ];
    const widgets: Widget[] = [];
    for (const widgetId of ids) {
      // A layer whose widget was deleted shows nothing: it is left out of the file too.
      const widget = await this.deps.widget(actorId, widgetId).catch(() => null);
      if (widget) widgets.push(widget);
    }
    return this.document(row.userId, widgets, row);
  }

  async import(actorId: string, doc: ShareDocument): Promise<ShareImportResult> {
    const skipped: ShareSkipped[] = [];
    const files = this.checkedFiles(doc);
    const missing = new Map(doc.missing.map((entry) => [entry.sha256, entry]));
    const reported = new Set<string>();
    const skip = (sha256: string) => {
      if (reported.has(sha256)) return;
      reported.add(sha256);
      const known = missing.get(sha256);
      skipped.push({
        kind: 'file',
        name: known?.name ?? sha256.slice(0, 12),
        reason: known?.reason ?? 'not_in_file',
      });
    };

    const widgetMedia = new Set<string>();
    for (const widget of doc.widgets) mediaRefsIn(widget.settings, widgetMedia);
    const keptMedia = new Set([...widgetMedia].filter((sha) => files.has(sha)));
    [...widgetMedia].filter((sha) => !files.has(sha)).forEach(skip);

    const now = this.deps.clock.now();
    const at = new Date(now);
    const idOf = new Map(doc.widgets.map((widget) => [widget.id, uuidv7(now)]));
    const plan: ImportPlan = {
      userId: actorId,
      widgets: doc.widgets.map((widget) => ({
        id: idOf.get(widget.id)!,
        userId: actorId,
        type: widget.type,
        name: widget.name,
        // The contract checked the settings; an upload that did not come becomes "no file".
        settings: parseWidgetSettings(widget.type, withoutMedia(widget.settings, keptMedia))
          .data as Record<string, unknown>,
        key: randomToken(KEY_BYTES),
        createdAt: at,
        updatedAt: at,
      })),
      scene: null,
      media: [...keptMedia].map((sha) => ({ userId: actorId, ...files.get(sha)! })),
      images: [],
    };

    if (doc.scene) {
      const images = new Set<string>();
      const layers = doc.scene.layers.flatMap((layer): Layer[] => {
        if (layer.kind === 'widget') return [{ ...layer, widgetId: idOf.get(layer.widgetId)! }];
        if (layer.kind !== 'image' || layer.source.type !== 'upload') return [layer];
        const sha = layer.source.sha256;
        const file = files.get(sha);
        if (file?.kind === 'image') {
          images.add(sha);
          return [layer];
        }
        if (file) skipped.push({ kind: 'file', name: file.name, reason: 'not_media' });
        else skip(sha);
        skipped.push({
          kind: 'layer',
          name: layer.name,
          reason: file ? 'not_media' : 'not_in_file',
        });
        return [];
      });
      plan.images = [...images].map((sha) => {
        const file = files.get(sha)!;
        return {
          userId: actorId,
          sha256: sha,
          contentType: file.contentType,
          size: file.size,
          data: file.data,
        };
      });
      plan.scene = {
        id: uuidv7(now),
        userId: actorId,
        name: doc.scene.name,
        width: doc.scene.width,
        height: doc.scene.height,
        key: randomToken(KEY_BYTES),
        rev: 0,
        layers: layers.map((layer) => ({ ...layer, rev: 0 })),
        createdAt: at,
        updatedAt: at,
      };
    }

    await this.deps.repo.apply(plan);
    this.deps.imported(actorId);
    return {
      widgets: plan.widgets.map((widget) => ({
        id: widget.id,
        type: widget.type,
        name: widget.name,
      })),
      scene: plan.scene ? { id: plan.scene.id, name: plan.scene.name } : null,
      skipped,
    };
  }

  /**
   * The file's uploads, decoded and checked before anything is written: the bytes must be what
   * their hash says and a sound, image or video Kyo takes, within its kind's size.
   */
  private checkedFiles(doc: ShareDocument) {
    const checked = new Map<
      string,
      {
        sha256: string;
        name: string;
        kind: string;
        contentType: string;
        size: number;
        data: Buffer;
      }
    >();
    doc.files.forEach((file, i) => {
      const field = `files.${i}.data`;
      const data = Buffer.from(file.data, 'base64');
      if (createHash('sha256').update(data).digest('hex') !== file.sha256)
        // The error's `field` names the file (`files.<i>.data`); the message is the catalogue's.
        throw badRequest('The file’s data does not match its sha256', field);
      const sniffed = sniffMedia(data);
      if (!sniffed) throw badRequest('This upload is not a sound, image or video Kyo takes', field);
      const cap = MEDIA_LIMITS.bytes[sniffed.kind];
      if (data.length > cap)
        throw new HttpError(
          413,
          'payload_too_large',
          `A ${sniffed.kind} can be at most ${cap / 1024 / 1024} MB`,
          { field },
        );
      checked.set(file.sha256, {
        sha256: file.sha256,
        name: file.name,
        size: data.length,
        data,
        ...sniffed,
      });
    });
    return checked;
  }

  /** The share file of these widgets (and scene): uploads embedded while they fit the cap. */
  private async document(
    ownerId: string,
    widgets: Widget[],
    scene: SceneRow | null,
  ): Promise<ShareDocument> {
    const mediaHashes = new Set<string>();
    for (const widget of widgets) mediaRefsIn(widget.settings, mediaHashes);
    const imageHashes = new Set(
      (scene?.layers ?? []).flatMap((layer) =>
        layer.kind === 'image' && layer.source.type === 'upload' ? [layer.source.sha256] : [],
      ),
    );
    const files: ShareDocument['files'] = [];
    const missing: ShareDocument['missing'] = [];
    let budget: number = SHARE_LIMITS.embeddedBytes;
    const embed = (file: StoredFile): boolean => {
      if (files.some((entry) => entry.sha256 === file.sha256)) return true;
      if (file.data.length > budget) return false;
      budget -= file.data.length;
      const { sha256, name, contentType } = file;
      files.push({ sha256, name, contentType, data: file.data.toString('base64') });
      return true;
    };

    const stored = await this.deps.repo.mediaFiles(ownerId, [...mediaHashes]);
    for (const sha256 of mediaHashes) {
      const file = stored.find((entry) => entry.sha256 === sha256);
      if (!file) missing.push({ sha256, name: sha256.slice(0, 12), reason: 'not_found' });
      else if (!embed(file)) missing.push({ sha256, name: file.name, reason: 'too_large' });
    }
    const images = await this.deps.repo.imageFiles(ownerId, [...imageHashes]);
    // An image too big to carry stays reachable: its public URL takes the upload's place.
    const byUrl = new Set<string>();
    for (const sha256 of imageHashes) {
      const file = images.find((entry) => entry.sha256 === sha256);
      if (!file) missing.push({ sha256, name: sha256.slice(0, 12), reason: 'not_found' });
      else if (!embed(file)) byUrl.add(sha256);
    }

    return {
      format: SHARE_FORMAT,
      version: SHARE_VERSION,
      exportedAt: new Date(this.deps.clock.now()).toISOString(),
      widgets: widgets.map(({ id, type, name, settings }) => ({ id, type, name, settings })),
      scene: scene && {
        name: scene.name,
        width: scene.width,
        height: scene.height,
        layers: scene.layers.flatMap(({ rev: _rev, ...layer }): Layer[] => {
          // A layer whose widget is gone shows nothing: it stays out of the file.
          if (layer.kind === 'widget')
            return widgets.some((widget) => widget.id === layer.widgetId) ? [layer] : [];
          if (layer.kind !== 'image' || layer.source.type !== 'upload') return [layer];
          if (!byUrl.has(layer.source.sha256)) return [layer];
          const url = `${this.deps.publicUrl}${sceneImageUrl(ownerId, layer.source.sha256)}`;
          return [{ ...layer, source: { type: 'url', url } }];
        }),
      },
      files,
      missing,
    };
  }
}
