/**
 * The outside world of the benchmark, in its own thread: the platform emulator (Kick's API, which
 * receives the bot's chat sends) and the load generator playing Kick's webhook delivery.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { type OAuthClientConfig, startEmulatorServer } from '@kyo/emulator';
import { chatBody, liveBody, POINTS_SENDER_PREFIX, type SignedEvent, signEvent } from './events';
import { summary } from './stats';

export interface RunRequest {
  type: 'prepare';
  tag: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  commandRatio: number;
  /** Share of ordinary lines that are spam (the moderation scenario); 0 by default. */
  spamRatio?: number;
  /** The commands are `!points`, each from its own sender `p_<id>` (the points scenario). */
  points?: boolean;
  channels: Array<{ userId: number; username: string }>;
  webhookUrl: string;
  /** Several nodes: webhooks go to these in turn (as a proxy would spread them). */
  webhookUrls?: string[];
}

/** What `prepare` answers: the points scenario's `!points` senders, by channel (Kick username). */
export interface Prepared {
  type: 'prepared';
  pointsSenders: Record<string, string[]>;
}

export interface RunResult {
  type: 'result';
  offered: number;
  measured: number;
  ok: number;
  statuses: Record<string, number>;
  /** Measured events answered 2xx per second, first measured send to last measured answer. */
  achievedPerSecond: number;
  webhookResponseMs: ReturnType<typeof summary>;
  /** How late the generator fell behind its schedule at the end (ms). */
  generatorLagMs: number;
}

const port = parentPort!;
const { kickClient } = workerData as { kickClient: OAuthClientConfig };
const server = await startEmulatorServer({
  clients: { kick: [kickClient], spotify: [], discord: [] },
});
port.postMessage({ type: 'ready', urls: server.emulator.urls });

function build(request: RunRequest): { events: SignedEvent[]; senders: Record<string, string[]> } {
  const key = server.emulator.context.store.state.kick.keyPair.privateKeyPem;
  const total = Math.round(request.rate * (request.warmupSeconds + request.seconds));
  const warmup = Math.round(request.rate * request.warmupSeconds);
  const every = request.commandRatio > 0 ? Math.round(1 / request.commandRatio) : 0;
  const spamEvery = request.spamRatio ? Math.round(1 / request.spamRatio) : 0;
  const events: SignedEvent[] = [];
  const senders: Record<string, string[]> = {};
  for (let i = 0; i < total; i++) {
    const id = `${request.tag}${i < warmup ? 'w' : 'm'}${String(i).padStart(7, '0')}`;
    const command = every > 0 && i % every === 0;
    // Spread commands over every channel (a plain `i % channels` would put every 10th line,
    // the commands, on the same few channels). The hash's high bits: its low bits keep the
    // parity of i, and the commands (every 10th line) then all went to half the channels.
    const spread = ((i * 2654435761) >>> 0) >>> 16;
    const broadcaster = request.channels[spread % request.channels.length]!;
    const spam = !command && spamEvery > 0 && i % spamEvery === 1 ? i % 7 : undefined;
    const points = command && request.points === true;
    if (points) (senders[broadcaster.username] ??= []).push(`${POINTS_SENDER_PREFIX}${id}`);
    const body = chatBody({ id, broadcaster, viewer: i % 997, command, points, spam });
    events.push(signEvent(key, id, body, command));
  }
  return { events, senders };
}

/** Every channel goes live, and the app hears it: a signed `livestream.status.updated` each. */
async function goLive(channels: RunRequest['channels'], webhookUrl: string): Promise<string[]> {
  const key = server.emulator.context.store.state.kick.keyPair.privateKeyPem;
  const statuses: string[] = [];
  for (const [i, channel] of channels.entries()) {
    // Live in the emulator too: the app's live poller reads the channel from Kick's API, and a
    // channel it reads offline has its stream ended. The emulator holds no event subscriptions,
    // so the webhook below is the one the app gets.
    server.emulator.kick.goLive({ broadcasterUserId: channel.userId, title: 'Bench stream' });
    const event = signEvent(key, `live${i}`, liveBody(channel), false, 'livestream.status.updated');
    statuses.push(
      await new Promise<string>((resolve, reject) => {
        const req = http.request(webhookUrl, { method: 'POST', headers: event.headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(`${res.statusCode} ${text}`));
        });
        req.on('error', reject);
        req.end(event.body);
      }),
    );
  }
  return statuses;
}

let prepared: { request: RunRequest; events: SignedEvent[] } | undefined;

async function run(): Promise<RunResult> {
  const { request, events } = prepared!;
  prepared = undefined;
  const warmup = Math.round(request.rate * request.warmupSeconds);
  const urls = (request.webhookUrls ?? [request.webhookUrl]).map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let ok = 0;
  let firstMeasuredAt = 0;
  let lastMeasuredAnswerAt = 0;
  let lag = 0;
  const pending = new Set<Promise<void>>();

  let turn = 0;
  const send = (event: SignedEvent, measured: boolean) => {
    const url = urls[turn++ % urls.length]!;
    const started = performance.now();
    if (measured && firstMeasuredAt === 0) firstMeasuredAt = started;
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: event.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            const at = performance.now();
            const key = String(res.statusCode);
            statuses[key] = (statuses[key] ?? 0) + 1;
            if (measured) {
              latencies.push(at - started);
              if (res.statusCode === 200) ok++;
              lastMeasuredAnswerAt = Math.max(lastMeasuredAnswerAt, at);
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
      req.end(event.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  // Open loop: events leave on schedule whether or not the app keeps up.
  await new Promise<void>((resolve) => {
    const start = performance.now();
    let next = 0;
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(events.length, Math.floor((elapsed / 1000) * request.rate));
      while (next < due) {
        send(events[next]!, next >= warmup);
        next++;
      }
      if (next < events.length) setTimeout(tick, 1);
      else {
        lag = Math.max(0, elapsed - (events.length / request.rate) * 1000);
        resolve();
      }
    };
    tick();
  });
  while (pending.size > 0) await Promise.all([...pending]);
  agent.destroy();
  const measured = events.length - warmup;
  return {
    type: 'result',
    offered: request.rate,
    measured,
    ok,
    statuses,
    achievedPerSecond: ok / ((lastMeasuredAnswerAt - firstMeasuredAt) / 1000),
    webhookResponseMs: summary(latencies),
    generatorLagMs: lag,
  };
}

port.on('message', (message: { type: string } & Record<string, unknown>) => {
  void (async () => {
    if (message.type === 'create-streamers') {
      const count = message.count as number;
      const accounts = [];
      for (let i = 0; i < count; i++) {
        const account = server.emulator.kick.createAccount({
          username: `bench_${i}`,
          kind: 'streamer',
        });
        accounts.push({ userId: account.user_id, username: account.username });
      }
      port.postMessage({ type: 'streamers', accounts });
    } else if (message.type === 'public-key') {
      const publicKeyPem = server.emulator.context.store.state.kick.keyPair.publicKeyPem;
      port.postMessage({ type: 'public-key', publicKeyPem });
    } else if (message.type === 'prepare') {
      const request = message as unknown as RunRequest;
      const { events, senders } = build(request);
      prepared = { request, events };
      port.postMessage({ type: 'prepared', pointsSenders: senders } satisfies Prepared);
    } else if (message.type === 'live') {
      const { channels, webhookUrl } = message as unknown as {
        channels: RunRequest['channels'];
        webhookUrl: string;
      };
      port.postMessage({ type: 'live', statuses: await goLive(channels, webhookUrl) });
    } else if (message.type === 'go') {
      port.postMessage(await run());
    } else if (message.type === 'close') {
      await server.close();
      port.postMessage({ type: 'closed' });
    }
  })();
});
