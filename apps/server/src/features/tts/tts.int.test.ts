import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Widget } from '@kyo/contracts';
import { buildTestApp, testConfig } from '../../../test/app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../../test/db';
import { bearer, signUp } from '../../../test/factories';
import { deriveKey } from '../../platform/crypto';
import { EspeakEngine } from './espeak-engine';
import { FakeTtsEngine } from './fake-tts-engine.test-helper';
import { SPEECH_POOL } from './speech-pool';
import { SpeechTokens } from './speech-token';
import type { SpeechRequest } from './tts-engine';

const installed = spawnSync('espeak-ng', ['--version']).status === 0;
const config = testConfig();
const tokens = new SpeechTokens(deriveKey(config.APP_SECRET!, 'speech-tokens'));
const preview = (app: FastifyInstance, token: string, text: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tts/preview',
    headers: bearer(token),
    payload: { text, voice: 'en', rate: 1 },
  });

/** espeak-ng itself, each process it starts counted while it lives. */
function countedEspeak() {
  const live = { now: 0, most: 0, started: 0 };
  const counting = ((command: string, args: readonly string[], options: object) => {
    const child: ChildProcess = spawn(command, args, options);
    live.started += 1;
    live.most = Math.max(live.most, ++live.now);
    child.once('close', () => (live.now -= 1));
    return child;
  }) as typeof spawn;
  return { engine: new EspeakEngine({ timeoutMs: 10_000, spawn: counting }), live };
}

describe.skipIf(!installed)('text-to-speech under a burst, with espeak-ng', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const { engine, live } = countedEspeak();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database, { config, ttsEngine: engine });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('speaks 20 previews sent at once with at most two processes, and the health answers meanwhile', async () => {
    const me = await signUp(app);
    const burst = Array.from({ length: 20 }, () =>
      preview(app, me.token, 'gg, thanks for the Kicks'),
    );
    const health: number[] = [];
    while (live.started < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 5; i++) {
      const asked = performance.now();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      health.push(performance.now() - asked);
    }
    const answers = await Promise.all(burst);
    expect(live.most).toBe(SPEECH_POOL.size);
    // Two speak, ten wait their turn, the rest are told to come back.
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      SPEECH_POOL.size + SPEECH_POOL.perChannel,
    );
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      error: 'tts_busy',
    });
    console.info(
      `FIGURE health while speaking: ${health.map((ms) => Math.round(ms)).join(', ')} ms`,
    );
    // 10 to 150 ms measured here; issue 40 measured 1.1 s with a process per preview.
    expect(Math.max(...health)).toBeLessThan(1_000);
  });
});

describeEachDatabase('spoken clips', (db) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** A fake engine that speaks when the test opens its gate, noting how many speak at once. */
  const engine = new (class extends FakeTtsEngine {
    now = 0;
    most = 0;
    gate: Promise<void> = Promise.resolve();
    override async synthesize(request: SpeechRequest) {
      this.most = Math.max(this.most, ++this.now);
      await Promise.all([this.gate, new Promise((resolve) => setTimeout(resolve, 20))]);
      this.now -= 1;
      return super.synthesize(request);
    }
  })();

  beforeAll(async () => {
    first = await buildTestApp(db(), { config, ttsEngine: engine });
    // A second node on the same database (its own memory, the same store).
    second = await buildTestApp(db(), { config, ttsEngine: engine });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function speakingAlert() {
    const me = await signUp(first);
    const created = await first.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: bearer(me.token),
      payload: { type: 'subscribe', settings: { tts: { enabled: true, minAmount: 0 } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const widget = created.json<Widget>();
    const speech = (message: string) =>
      `/api/overlay-speech/${widget.key}?t=${tokens.sign({
        ownerId: me.user.id,
        message,
        amount: 100,
        expiresAt: Date.now() + 60_000,
      })}`;
    return { widget, speech };
  }

  it('speaks a clip once for two fetches at once, then serves it from the store on any node', async () => {
    const { speech } = await speakingAlert();
    engine.spoken.length = 0;
    const url = speech('thanks for the Kicks');
    const [a, b] = await Promise.all([first.inject({ url }), first.inject({ url })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(engine.spoken).toHaveLength(1);
    // A display reloaded, here or on the other node: the store answers, the engine is not asked.
    for (const app of [first, second]) {
      const again = await app.inject({ url });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    }
    expect(engine.spoken).toHaveLength(1);
  });

  it('speaks forty messages fetched at once two at a time, and tells the channel past its queue to wait', async () => {
    const { speech } = await speakingAlert();
    engine.spoken.length = 0;
    engine.most = 0;
    let open!: () => void;
    engine.gate = new Promise((resolve) => (open = resolve));
    const spoken = SPEECH_POOL.size + SPEECH_POOL.perChannel;
    let refused = 0;
    const answers = Array.from({ length: 40 }, (_, i) =>
      first.inject({ url: speech(`message number ${i}`) }).then((answer) => {
        if (answer.statusCode === 429) refused += 1;
        if (refused === 40 - spoken) open();
        return answer;
      }),
    );
    // The two speaking hold on until the rest have come: ten wait their turn, 28 are refused.
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(spoken);
    expect(refused).toBe(40 - spoken);
    expect(engine.most).toBe(SPEECH_POOL.size);
    expect(engine.spoken).toHaveLength(spoken);
  });
});
