import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { str, strs } from '../shared/http';
import { imageUrl } from '../shared/placeholder-image';
import { kickBadRequest, kickCaller } from './api-auth';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 1000;

/** `name=a,b` and `name=a&name=b` both list two values (gokick joins with commas). */
const listOf = (query: unknown, key: string) =>
  [...strs(query, key), ...strs(query, `${key}[]`)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * `GET /public/v2/categories` (docs/platforms/kick.md §4.6): any token; `name` (a part of the
 * name, case-insensitive), `tag`, `id` filters, each repeatable; `limit` 1–1000 (default 25);
 * an opaque `cursor`, `pagination.next_cursor` empty on the last page.
 */
export function kickCategoryRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/public/v2/categories', async (request, reply) => {
    if (!kickCaller(ctx, request, reply)) return reply;
    const query = request.query;
    const limitText = str(query, 'limit');
    const limit = limitText === undefined ? DEFAULT_LIMIT : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      return kickBadRequest(reply, `limit must be 1-${MAX_LIMIT}`);
    const cursorText = str(query, 'cursor') ?? '';
    const offset = cursorText === '' ? 0 : decodeCursor(cursorText);
    if (offset === undefined) return kickBadRequest(reply, 'invalid cursor');
    const ids = listOf(query, 'id');
    if (ids.some((id) => !/^\d+$/.test(id))) return kickBadRequest(reply, 'id must be an integer');
    const names = listOf(query, 'name').map((n) => n.toLowerCase());
    const tags = listOf(query, 'tag').map((t) => t.toLowerCase());
    const matching = ctx.kick
      .categories()
      .filter((c) => ids.length === 0 || ids.includes(String(c.id)))
      .filter((c) => names.length === 0 || names.some((n) => c.name.toLowerCase().includes(n)))
      .filter(
        (c) => tags.length === 0 || (c.tags ?? []).some((t) => tags.includes(t.toLowerCase())),
      )
      .sort((a, b) => a.id - b.id);
    const page = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? encodeCursor(offset + limit) : '';
    return reply.status(200).send({
      data: page.map((c) => ({
        id: c.id,
        name: c.name,
        thumbnail: imageUrl(ctx.config.publicUrl, c.name),
        tags: c.tags ?? [],
      })),
      message: 'OK',
      pagination: { next_cursor: next },
    });
  });
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string): number | undefined {
  const match = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}
