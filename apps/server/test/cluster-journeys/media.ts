import { describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaItem } from '@kyo/contracts';
import type { ClusterWorld } from './shared';

const MIB = 1024 * 1024;

/** A WebM as its first bytes say (an EBML header of doc type webm), padded to a size. */
function webm(size: number): Buffer {
  const header = Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
  ]);
  const file = Buffer.alloc(size, 0x5a);
  header.copy(file);
  // Each run its own content, so the file is stored anew rather than found by its hash.
  file.writeDoubleLE(Math.random(), header.length);
  return file;
}

/** Media uploads behind nginx on three nodes (issue 40, item 1). */
export function mediaJourneys(world: ClusterWorld) {
  describe('media', () => {
    const upload = (token: string, name: string, file: Buffer) =>
      fetch(`${world.cluster().proxyUrl}/api/media?name=${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
        body: file,
      });

    it('takes a 4.9 MiB WebM through the documented proxy, readable from every node', async () => {
      const { token } = world.streamer();
      const file = webm(Math.round(4.9 * MIB));
      const response = await upload(token, 'clip.webm', file);
      expect(response.status, await response.clone().text()).toBe(201);
      const item = (await response.json()) as MediaItem;
      expect(item).toMatchObject({ kind: 'video', size: file.length });
      for (const node of world.cluster().nodes) {
        const read = await fetch(`${node.url}/api/media/${item.sha256}/content`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.status, node.name).toBe(200);
        expect(Buffer.from(await read.arrayBuffer()).equals(file), node.name).toBe(true);
      }
      // Left as found: the streamer's files are the other journeys' too.
      const removed = await fetch(`${world.cluster().proxyUrl}/api/media/${item.sha256}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.status).toBe(204);
    });

    it('answers a file past the limit with the app’s JSON 413 naming it, not nginx’s page', async () => {
      const response = await upload(
        world.streamer().token,
        'long.webm',
        webm(MEDIA_UPLOAD_MAX_BYTES + 64 * 1024),
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        error: 'payload_too_large',
        message: 'A file can be at most 5 MB',
        field: 'data',
      });
    });
  });
}
