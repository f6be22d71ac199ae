import {
  ACCOUNT_LIMITS,
  applyLayerChanges,
  formatMessage,
  layerOnCanvas,
  sceneImageUrl,
  type SaveScene,
  type Scene,
  type SceneImage,
  type uploadSceneImageSchema,
  type SceneSummary,
  type SceneView,
  type StoredLayer,
  type createSceneSchema,
  type Language,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { badRequest, forbidden, notFound } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { OverlayGrant, SceneGrant } from '../../ports';
import type { SceneRow, ScenesRepo } from './scenes.repo';
import type { SceneImagesRepo } from './scene-images.repo';
import { checkedImage } from './scene-images';

/** 192 random bits, base64url: the unguessable part of the OBS URL (as a widget's). */
const KEY_BYTES = 24;
const MAX_LAYERS = ACCOUNT_LIMITS.layersPerScene;

/** What the scenes feature asks of the realtime gateway. */
export interface ScenesRealtime {
  /** A save: open displays get the new scene (and the widgets it added) at once. */
  sceneChanged(sceneId: string): void;
  /** The old key stops working at once: its displays are closed. */
  rotateSceneKey(sceneId: string, newKey: string): void;
  removeScene(sceneId: string): void;
  /** Scene displays connected now. */
  sceneConnections(sceneId: string): number;
}

export interface ScenesServiceDeps {
  repo: ScenesRepo;
  images: SceneImagesRepo;
  realtime: ScenesRealtime;
  clock: Clock;
  publicUrl: string;
  /** Whether `actorId` may manage the channel of `ownerId` (the owner and their moderators). */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The owner's widgets among `ids`; with `connect`, opened as an overlay opens them. */
  widgetGrants(ownerId: string, ids: string[], connect: boolean): Promise<OverlayGrant[]>;
  /** The owner's language: a scene created without a name is named in it. */
  languageOf?(userId: string): Promise<Language>;
}

/**
 * Scene rules: ownership (moderators edit, only the owner deletes or rotates the key), saves
 * merged per layer and checked whole before anything is written, and the realtime side effects.
 */
export class ScenesService {
  constructor(private readonly deps: ScenesServiceDeps) {}

  async list(actorId: string, ownerId = actorId): Promise<SceneSummary[]> {
    if (!(await this.deps.canManage(actorId, ownerId))) {
      throw forbidden('You do not manage this channel.');
    }
    const rows = await this.deps.repo.listByUser(ownerId);
    return rows.map((row) => {
      const { layers, ...rest } = this.toDto(row);
      return { ...rest, layerCount: layers.length };
    });
  }

  async get(actorId: string, id: string): Promise<Scene> {
    return this.toDto(await this.owned(actorId, id));
  }

  private async defaultName(ownerId: string, number: number): Promise<string> {
    const language = (await this.deps.languageOf?.(ownerId)) ?? 'en';
    return formatMessage('Scene {number}', { number }, language);
  }

  async create(actorId: string, body: z.output<typeof createSceneSchema>): Promise<Scene> {
    const ownerId = body.owner ?? actorId;
    if (!(await this.deps.canManage(actorId, ownerId))) {
      throw forbidden('You do not manage this channel.');
    }
    const now = new Date(this.deps.clock.now());
    const count = (await this.deps.repo.listByUser(ownerId)).length;
    const row = await this.deps.repo.insert({
      id: uuidv7(now.getTime()),
      userId: ownerId,
      name: body.name ?? (await this.defaultName(ownerId, count + 1)),
      width: body.width,
      height: body.height,
      key: randomToken(KEY_BYTES),
      rev: 0,
      layers: [],
      createdAt: now,
      updatedAt: now,
    });
    return this.toDto(row);
  }

  /**
   * One editor save, merged into the stored scene (the later save wins per layer). Everything is
   * checked before anything is written: a bad layer fails the whole save with a 400 naming it.
   */
  async save(actorId: string, id: string, body: SaveScene): Promise<Scene> {
    const owned = await this.owned(actorId, id);
    const upsert = body.upsert ?? [];
    const seen = new Set<string>();
    upsert.forEach((layer, index) => {
      if (seen.has(layer.id))
        throw badRequest('This layer is in the save twice', `upsert.${index}.id`);
      seen.add(layer.id);
    });
    const widgetIds = [
      ...new Set(upsert.flatMap((layer) => (layer.kind === 'widget' ? [layer.widgetId] : []))),
    ];
    const known = new Set(
      (await this.deps.widgetGrants(owned.userId, widgetIds, false)).map((g) => g.widgetId),
    );
    const uploads = await this.deps.images.existing(owned.userId, [
      ...new Set(
        upsert.flatMap((layer) =>
          layer.kind === 'image' && layer.source.type === 'upload' ? [layer.source.sha256] : [],
        ),
      ),
    ]);
    const saved = await this.deps.repo.change(id, async (row) => {
      const canvas = { width: body.width ?? row.width, height: body.height ?? row.height };
      upsert.forEach((layer, index) => {
        if (layer.kind === 'widget' && !known.has(layer.widgetId)) {
          throw badRequest('Not one of this channel’s widgets', `upsert.${index}.widgetId`);
        }
        if (
          layer.kind === 'image' &&
          layer.source.type === 'upload' &&
          !uploads.has(layer.source.sha256)
        ) {
          throw badRequest('Upload the image first', `upsert.${index}.source`);
        }
        if (!layerOnCanvas(layer, canvas)) {
          throw badRequest(
            `“${layer.name}” is off the canvas: move it so part of it shows`,
            `upsert.${index}.x`,
          );
        }
      });
      const rev = row.rev + 1;
      const layers = applyLayerChanges<StoredLayer>(row.layers, {
        upsert: upsert.map((layer) => ({ ...layer, rev })),
        remove: body.remove,
        order: body.order,
      });
      if (layers.length > MAX_LAYERS) {
        throw badRequest(`A scene holds at most ${MAX_LAYERS} layers`, 'upsert');
      }
      return {
        ...(body.name === undefined ? {} : { name: body.name }),
        width: canvas.width,
        height: canvas.height,
        rev,
        layers,
        updatedAt: new Date(this.deps.clock.now()),
      };
    });
    if (!saved) throw notFound('Scene not found');
    this.deps.realtime.sceneChanged(id);
    return this.toDto(saved);
  }

  async remove(actorId: string, id: string): Promise<void> {
    const row = await this.owned(actorId, id);
    if (row.userId !== actorId) throw forbidden('Only the channel owner can delete a scene.');
    await this.deps.repo.delete(id);
    this.deps.realtime.removeScene(id);
  }

  async rotateKey(actorId: string, id: string): Promise<Scene> {
    const row = await this.owned(actorId, id);
    if (row.userId !== actorId) throw forbidden('Only the channel owner can make a new OBS URL.');
    const key = randomToken(KEY_BYTES);
    const updated = await this.deps.repo.update(id, {
      key,
      updatedAt: new Date(this.deps.clock.now()),
    });
    if (!updated) throw notFound('Scene not found');
    this.deps.realtime.rotateSceneKey(id, key);
    return this.toDto(updated);
  }

  /** An image for the channel's image layers, checked and stored once per content. */
  async uploadImage(
    actorId: string,
    body: z.output<typeof uploadSceneImageSchema>,
  ): Promise<SceneImage> {
    const ownerId = body.owner ?? actorId;
    if (!(await this.deps.canManage(actorId, ownerId))) {
      throw forbidden('You do not manage this channel.');
    }
    const { bytes, sha256 } = checkedImage(body.contentType, body.data);
    const row = await this.deps.images.store({
      userId: ownerId,
      sha256,
      contentType: body.contentType,
      size: bytes.length,
      data: bytes,
    });
    return {
      sha256,
      contentType: body.contentType,
      size: row.size,
      url: sceneImageUrl(ownerId, sha256),
    };
  }

  async image(ownerId: string, sha256: string) {
    const row = await this.deps.images.find(ownerId, sha256);
    if (!row) throw notFound('Image not found');
    return row;
  }

  /** A display's hello: the scene and its widgets, opened as their own overlays would be. */
  async sceneByKey(key: string): Promise<SceneGrant | null> {
    const row = await this.deps.repo.findByKey(key);
    return row ? this.grantOf(row) : null;
  }

  async sceneById(id: string): Promise<SceneGrant | null> {
    const row = await this.deps.repo.findById(id);
    return row ? this.grantOf(row) : null;
  }

  private async grantOf(row: SceneRow): Promise<SceneGrant> {
    const widgetIds = [
      ...new Set(row.layers.flatMap((layer) => (layer.kind === 'widget' ? [layer.widgetId] : []))),
    ];
    const widgets = await this.deps.widgetGrants(row.userId, widgetIds, true);
    return { sceneId: row.id, userId: row.userId, key: row.key, view: viewOf(row), widgets };
  }

  /** The scene if the actor may manage it; anyone else's is a 404, like a missing one. */
  private async owned(actorId: string, id: string): Promise<SceneRow> {
    const row = await this.deps.repo.findById(id);
    if (!row || !(await this.deps.canManage(actorId, row.userId))) {
      throw notFound('Scene not found');
    }
    return row;
  }

  private toDto(row: SceneRow): Scene {
    return {
      id: row.id,
      ownerId: row.userId,
      name: row.name,
      width: row.width,
      height: row.height,
      key: row.key,
      overlayUrl: `${this.deps.publicUrl}/scene/${row.key}`,
      rev: row.rev,
      layers: row.layers,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** What a display draws: the canvas and its layers (an image layer with the URL to load). */
export function viewOf(row: SceneRow): SceneView {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    rev: row.rev,
    layers: row.layers.map((layer) =>
      layer.kind !== 'image'
        ? layer
        : {
            ...layer,
            src:
              layer.source.type === 'url'
                ? layer.source.url
                : sceneImageUrl(row.userId, layer.source.sha256),
          },
    ),
  };
}
