import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, MEDIA_LIMITS } from '@kyo/contracts';
import { limitReached } from '../../platform/db/caps';
import type { Db } from '../../platform/db/database';
import { HttpError } from '../../platform/http/http-error';
import { media } from '../media/media.schema';
import { sceneImages, scenes } from '../scenes/scenes.schema';
import { widgets } from '../widgets/widgets.schema';

export type SceneRow = typeof scenes.$inferSelect;
type NewWidget = typeof widgets.$inferInsert;
type NewScene = typeof scenes.$inferInsert;
type NewMedia = Omit<typeof media.$inferInsert, 'createdAt'>;
type NewSceneImage = Omit<typeof sceneImages.$inferInsert, 'createdAt'>;

/** What one import writes, all of it or nothing. */
export interface ImportPlan {
  userId: string;
  widgets: NewWidget[];
  scene: NewScene | null;
  media: NewMedia[];
  images: NewSceneImage[];
}

export interface StoredFile {
  sha256: string;
  name: string;
  contentType: string;
  data: Buffer;
}

/**
 * The share files' reads and the import's one transaction over the tables of widgets, scenes and
 * uploads (their schema files; docs/widgets.md, "Export and import").
 */
export class SharingRepo {
  constructor(private readonly db: Db) {}

  async scene(id: string): Promise<SceneRow | undefined> {
    const [row] = await this.db.select().from(scenes).where(eq(scenes.id, id)).limit(1);
    return row;
  }

  /** The owner's uploads among these hashes (alert media). */
  async mediaFiles(userId: string, hashes: string[]): Promise<StoredFile[]> {
    if (hashes.length === 0) return [];
    return this.db
      .select({
        sha256: media.sha256,
        name: media.name,
        contentType: media.contentType,
        data: media.data,
      })
      .from(media)
      .where(and(eq(media.userId, userId), inArray(media.sha256, hashes)));
  }

  /** The owner's uploaded scene images among these hashes. */
  async imageFiles(userId: string, hashes: string[]): Promise<StoredFile[]> {
    if (hashes.length === 0) return [];
    const rows = await this.db
      .select({
        sha256: sceneImages.sha256,
        contentType: sceneImages.contentType,
        data: sceneImages.data,
      })
      .from(sceneImages)
      .where(and(eq(sceneImages.userId, userId), inArray(sceneImages.sha256, hashes)));
    return rows.map((row) => ({ ...row, name: `${row.sha256.slice(0, 12)}.image` }));
  }

  /**
   * Writes the plan in one transaction that holds the user's row (so two imports, or an import
   * and a widget created at once, are counted one after the other): the account's limits are
   * checked against what it holds plus what comes, and a file already stored is kept as it is.
   */
  async apply(plan: ImportPlan): Promise<void> {
    const { userId } = plan;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${userId} for update`);
      const [held] = await tx
        .select({ n: count() })
        .from(widgets)
        .where(eq(widgets.userId, userId));
      if (held!.n + plan.widgets.length > ACCOUNT_LIMITS.widgets) throw limitReached('widgets');
      if (plan.scene) {
        const [sceneCount] = await tx
          .select({ n: count() })
          .from(scenes)
          .where(eq(scenes.userId, userId));
        if (sceneCount!.n >= ACCOUNT_LIMITS.scenes) throw limitReached('scenes');
      }
      await this.checkMediaQuota(tx, plan);
      if (plan.images.length > 0) {
        const [images] = await tx
          .select({ n: count() })
          .from(sceneImages)
          .where(eq(sceneImages.userId, userId));
        if (images!.n + plan.images.length > ACCOUNT_LIMITS.sceneImages)
          throw limitReached('sceneImages');
        await tx.insert(sceneImages).values(plan.images).onConflictDoNothing();
      }
      if (plan.media.length > 0) await tx.insert(media).values(plan.media).onConflictDoNothing();
      await tx.insert(widgets).values(plan.widgets);
      if (plan.scene) await tx.insert(scenes).values(plan.scene);
    });
  }

  private async checkMediaQuota(tx: Db, plan: ImportPlan): Promise<void> {
    if (plan.media.length === 0) return;
    const rows = await tx
      .select({ sha256: media.sha256, size: media.size })
      .from(media)
      .where(eq(media.userId, plan.userId));
    const stored = new Set(rows.map((row) => row.sha256));
    const coming = plan.media.filter((file) => !stored.has(file.sha256));
    const bytes = [...rows, ...coming].reduce((sum, file) => sum + file.size, 0);
    if (rows.length + coming.length > MEDIA_LIMITS.files)
      throw new HttpError(
        409,
        'limit_reached',
        `You can store at most ${MEDIA_LIMITS.files} files. Delete one to add another.`,
      );
    if (bytes > MEDIA_LIMITS.totalBytes)
      throw new HttpError(
        409,
        'limit_reached',
        `Your uploads would pass ${Math.round(MEDIA_LIMITS.totalBytes / 1024 / 1024)} MB. Delete a file to make room.`,
      );
  }
}
