/**
 * The client side of the fan-out benchmark, in its own process (so its parsing does not share
 * the server's event loop): many WebSocket clients, each saying hello and then recording when
 * every event arrives. Driven by the parent over IPC (protocol.ts).
 */
import WebSocket from 'ws';
import { ID_MARK, type FromClients, type ToClients } from './protocol';
import { nowMs, percentile } from './stats';

const send = (message: FromClients) => process.send!(message);
const CONNECT_CONCURRENCY = 200;

let sockets: WebSocket[] = [];
let phase:
  | {
      events: number;
      offsetMs: number;
      reportEach: boolean;
      counts: Uint32Array;
      latencies: Float64Array;
      received: number;
      lastReceiptAt: number;
    }
  | undefined;

function onData(ws: WebSocket, data: Buffer): void {
  const now = nowMs();
  // The ids are ASCII: latin1 decoding is the cheapest way to find them.
  const text = data.toString('latin1');
  const at = text.indexOf(ID_MARK);
  if (at < 0) {
    if (text.startsWith('{"type":"ping"')) ws.send('{"type":"pong"}');
    return;
  }
  const current = phase;
  if (!current) return;
  const start = at + ID_MARK.length;
  const dash = text.indexOf('-', start);
  const end = text.indexOf('"', dash);
  const index = Number(text.slice(start, dash));
  const sentAt = Number(text.slice(dash + 1, end));
  current.latencies[current.received++] = now - sentAt - current.offsetMs;
  current.lastReceiptAt = now - current.offsetMs;
  const count = ++current.counts[index]!;
  if (count === sockets.length && current.reportEach) send({ type: 'event-done', index });
  if (current.received === current.events * sockets.length) finish(current);
}

function finish(current: NonNullable<typeof phase>): void {
  phase = undefined;
  const sorted = current.latencies.subarray(0, current.received).sort();
  send({
    type: 'phase-done',
    samples: current.received,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    lastReceiptAt: current.lastReceiptAt,
  });
}

function open(url: string, hello: string, localAddress: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress, perMessageDeflate: false });
    ws.once('open', () => ws.send(hello));
    // The first answer (snapshot, or the bare server's ready) means the socket is subscribed.
    ws.once('message', () => {
      ws.on('message', (data) => onData(ws, data as Buffer));
      resolve(ws);
    });
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed with ${code} before ready`)));
  });
}

async function connect(command: Extract<ToClients, { type: 'connect' }>): Promise<void> {
  const started = nowMs();
  const opened: WebSocket[] = new Array(command.hellos.length);
  let next = 0;
  const worker = async () => {
    while (next < command.hellos.length) {
      const i = next++;
      const url = command.urls?.[i] ?? command.url;
      opened[i] = await open(url, command.hellos[i]!, command.localAddresses[i]!);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  sockets = opened;
  send({ type: 'connected', sockets: sockets.length, ms: nowMs() - started });
}

async function disconnect(): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
  sockets = [];
  send({ type: 'disconnected' });
}

process.on('message', (command: ToClients) => {
  switch (command.type) {
    case 'connect':
      connect(command).catch((error: Error) => send({ type: 'error', message: error.message }));
      return;
    case 'clock':
      send({ type: 'clock', t: command.t, now: nowMs() });
      return;
    case 'phase':
      phase = {
        events: command.events,
        offsetMs: command.offsetMs,
        reportEach: command.reportEach,
        counts: new Uint32Array(command.events),
        latencies: new Float64Array(command.events * sockets.length),
        received: 0,
        lastReceiptAt: 0,
      };
      send({ type: 'phase-ready' });
      return;
    case 'status':
      send({
        type: 'error',
        message: `stuck: ${phase ? `${phase.received}/${phase.events * sockets.length} received` : 'no phase'}, ${sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length}/${sockets.length} sockets open`,
      });
      return;
    case 'disconnect':
      void disconnect();
      return;
  }
});

// The benchmark ended (or crashed): do not linger.
process.on('disconnect', () => process.exit(0));
