import { createHash } from 'node:crypto';
import { MEDIA_LIMITS, mediaRef, type MediaItem } from '@kyo/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/http-error';
import type { MediaInfo, MediaRepo, MediaRow } from './media.repo';
import { sniffMedia } from '../../platform/media-sniff';

export interface MediaServiceDeps {
  repo: MediaRepo;
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The owner of a display's key (a widget's or a scene's), or null for an unknown key. */
  ownerOfKey(key: string): Promise<string | null>;
}

const KINDS_TEXT = 'an MP3, OGG or WAV sound, a PNG, JPEG, GIF or WebP image, or a WebM video';

/** Uploads, quota and who may read what. */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  async list(actorId: string, ownerId = actorId) {
    await this.authorize(actorId, ownerId);
    const items = await this.deps.repo.list(ownerId);
    const bytes = items.reduce((sum, item) => sum + item.size, 0);
    return {
      items: items.map(toItem),
      usage: { bytes, files: items.length },
      limits: MEDIA_LIMITS,
    };
  }

  async upload(actorId: string, ownerId: string, name: string, bytes: Buffer): Promise<MediaItem> {
    await this.authorize(actorId, ownerId);
    if (bytes.length === 0) throw badRequest('The file is empty', 'data');
    const sniffed = sniffMedia(bytes);
    if (!sniffed) throw badRequest(`This file is not ${KINDS_TEXT}`, 'data');
    const cap = MEDIA_LIMITS.bytes[sniffed.kind];
    if (bytes.length > cap) {
      throw new HttpError(
        413,
        'payload_too_large',
        `A ${sniffed.kind} can be at most ${cap / 1024 / 1024} MB`,
        { field: 'data' },
      );
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const saved = await this.deps.repo.store(
      { userId: ownerId, sha256, name, size: bytes.length, data: bytes, ...sniffed },
      MEDIA_LIMITS,
    );
    return toItem(saved);
  }

  async remove(actorId: string, ownerId: string, sha256: string): Promise<void> {
    await this.authorize(actorId, ownerId);
    if (!(await this.deps.repo.remove(ownerId, sha256))) throw notFound('File not found');
  }

  async content(actorId: string, ownerId: string, sha256: string): Promise<MediaRow> {
    await this.authorize(actorId, ownerId);
    return this.file(ownerId, sha256);
  }

  /** A display's file: only one of its key's owner (an unknown key and another's file are 404s). */
  async forDisplay(key: string, sha256: string): Promise<MediaRow> {
    const ownerId = await this.deps.ownerOfKey(key);
    if (!ownerId) throw notFound('File not found');
    return this.file(ownerId, sha256);
  }

  private async file(ownerId: string, sha256: string): Promise<MediaRow> {
    const row = await this.deps.repo.file(ownerId, sha256);
    if (!row) throw notFound('File not found');
    return row;
  }

  private async authorize(actorId: string, ownerId: string) {
    if (!(await this.deps.canManage(actorId, ownerId)))
      throw forbidden('You do not manage this channel.');
  }
}

function toItem(row: MediaInfo): MediaItem {
  return {
    sha256: row.sha256,
    ref: mediaRef(row.sha256),
    kind: row.kind as MediaItem['kind'],
    contentType: row.contentType,
    name: row.name,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}
