/**
 * The floor of the CPU benchmark (cpu.ts), in its own process: the least any server must do with
 * the same webhooks. It answers them over plain `node:http`, verifying each signature as Kyo does
 * (RSA-SHA256 over `id.timestamp.body`) and parsing the JSON, nothing else; and
 * it keeps the measured requests so that `loop` can time the bare verify-and-parse loop over the
 * very same events, without HTTP.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ToFloor =
  | { id: number; type: 'start'; publicKeyPem: string }
  | { id: number; type: 'begin' }
  | { id: number; type: 'end' }
  | { id: number; type: 'loop' }
  | { id: number; type: 'stop' };

export interface FloorRun {
  cpuUs: number;
  webhooks: number;
  invalid: number;
}

interface Kept {
  id: string;
  timestamp: string;
  signature: string;
  body: Buffer;
}

let key: KeyObject | undefined;
let server: http.Server | undefined;
let cpuAtBegin = process.cpuUsage();
let webhooks = 0;
let invalid = 0;
let kept: Kept[] = [];

const signed = (event: Kept) => ({
  data: Buffer.concat([Buffer.from(`${event.id}.${event.timestamp}.`), event.body]),
  signature: Buffer.from(event.signature, 'base64'),
});

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const event: Kept = {
      id: String(request.headers['kick-event-message-id']),
      timestamp: String(request.headers['kick-event-message-timestamp']),
      signature: String(request.headers['kick-event-signature']),
      body: Buffer.concat(chunks),
    };
    const { data, signature } = signed(event);
    if (!verify('RSA-SHA256', data, key!, signature)) invalid++;
    JSON.parse(event.body.toString('utf8'));
    webhooks++;
    if (kept.length < 20_000) kept.push(event);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
}

async function handle(message: ToFloor): Promise<unknown> {
  switch (message.type) {
    case 'start':
      key = createPublicKey(message.publicKeyPem);
      server = http.createServer({ keepAliveTimeout: 60_000 }, serve);
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    case 'begin':
      webhooks = 0;
      invalid = 0;
      kept = [];
      cpuAtBegin = process.cpuUsage();
      return null;
    case 'end': {
      const cpu = process.cpuUsage(cpuAtBegin);
      return { cpuUs: cpu.user + cpu.system, webhooks, invalid } satisfies FloorRun;
    }
    case 'loop': {
      // Verify and parse the kept events one after the other (synchronously: no thread pool).
      const start = process.cpuUsage();
      for (const event of kept) {
        const { data, signature } = signed(event);
        if (!verify('RSA-SHA256', data, key!, signature)) invalid++;
        JSON.parse(event.body.toString('utf8'));
      }
      const cpu = process.cpuUsage(start);
      return { cpuUs: cpu.user + cpu.system, webhooks: kept.length, invalid } satisfies FloorRun;
    }
    case 'stop':
      server?.close();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

process.on('message', (message: ToFloor) => {
  handle(message).then(
    (value) => process.send!({ id: message.id, ok: true, value }),
    (error: unknown) => process.send!({ id: message.id, ok: false, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
