import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Held {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Stands between the emulator's Kick and the app's nodes, so that webhooks a test sends "at once"
 * really arrive at once: the emulator delivers one webhook after the other (each after the last
 * was answered), which lets a node finish the first before the second comes. Between batches
 * every delivery goes straight to the first target; `batch(targets)` holds the next deliveries
 * (Kick is answered 200 at once) until one per target has come, then sends them all together.
 * The signed bodies and headers pass untouched.
 */
export async function startWebhookBarrier(defaultTarget: string) {
  let armed: { targets: string[]; held: Held[]; done: (error?: Error) => void } | null = null;
  const forward = (target: string, held: Held) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(held.headers)) {
      if (['host', 'connection', 'content-length'].includes(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return fetch(target, { method: 'POST', headers, body: new Uint8Array(held.body) });
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const held = { headers: request.headers, body: Buffer.concat(chunks) };
      const batch = armed;
      if (!batch) {
        forward(defaultTarget, held).then(
          async (answer) => response.writeHead(answer.status).end(await answer.text()),
          () => response.writeHead(502).end(),
        );
        return;
      }
      response.writeHead(200).end();
      batch.held.push(held);
      if (batch.held.length < batch.targets.length) return;
      armed = null;
      Promise.all(batch.held.map((h, i) => forward(batch.targets[i]!, h))).then(
        () => batch.done(),
        (error: unknown) => batch.done(error instanceof Error ? error : new Error(String(error))),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/kick/webhook`,
    /**
     * The next `targets.length` deliveries go to these targets, in order, all at once; resolves
     * once every target answered.
     */
    batch(targets: string[]): Promise<void> {
      return new Promise((resolve, reject) => {
        armed = {
          targets,
          held: [],
          done: (error) => (error ? reject(error) : resolve()),
        };
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
