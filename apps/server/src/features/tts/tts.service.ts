import { createHash } from 'node:crypto';
import {
  ALERT_KINDS,
  alertTtsSchema,
  spokenText,
  type TtsVoiceInfo,
  type WidgetEvent,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/http-error';
import type { SpeechPool } from './speech-pool';
import type { SpeechTokens } from './speech-token';
import { TtsError, type SpeechAudio, type TtsEngine } from './tts-engine';
import type { TtsRepo } from './tts.repo';

/** A display's widget as speech needs it: whose it is and its settings. */
export interface DisplayWidget {
  ownerId: string;
  settings: Record<string, unknown>;
}

export interface TtsServiceDeps {
  engine: TtsEngine | null;
  tokens: SpeechTokens;
  repo: TtsRepo;
  /** The engine's processes on this node: bounded, a queue per channel. */
  pool: SpeechPool;
  clock: Clock;
  /** The widget a display shows by its key (a scene's key names the widget with `widgetId`). */
  displayWidget(key: string, widgetId: string | undefined): Promise<DisplayWidget | null>;
  /** How long a speech token stays good (a reloaded source replays alerts this long). */
  tokenTtlMs?: number;
}

const DAY = 24 * 60 * 60_000;

/** Text-to-speech: tokens on events, audio for displays and the builder, a cache per clip. */
export class TtsService {
  private readonly inFlight = new Map<string, Promise<SpeechAudio>>();

  constructor(private readonly deps: TtsServiceDeps) {}

  get engineName(): string | null {
    return this.deps.engine?.name ?? null;
  }

  async voices(): Promise<TtsVoiceInfo[]> {
    return (await this.deps.engine?.voices()) ?? [];
  }

  /**
   * The event with a speech token when it carries a message of a kind that speaks (a Kicks
   * message), so displays can have it spoken; unchanged otherwise, or when no engine runs.
   */
  withSpeech(ownerId: string, event: WidgetEvent): WidgetEvent {
    if (!this.deps.engine || event.kind !== 'kicks' || !event.message?.trim()) return event;
    const token = this.deps.tokens.sign({
      ownerId,
      message: event.message,
      amount: event.amount,
      expiresAt: this.deps.clock.now() + (this.deps.tokenTtlMs ?? DAY),
    });
    const speech = { ...event, speech: token };
    // The token's reader is the alert kinds' definition: keep the two in step.
    return ALERT_KINDS.kicks.speech?.(speech) ? speech : event;
  }

  /**
   * The audio a display plays for a token: the message spoken under the widget's TTS settings,
   * if the token is good, the widget is its owner's and speaks messages of that amount.
   */
  async speech(key: string, widgetId: string | undefined, token: string): Promise<SpeechAudio> {
    const claim = this.deps.tokens.verify(token, this.deps.clock.now());
    const widget = claim && (await this.deps.displayWidget(key, widgetId));
    if (!claim || !widget || widget.ownerId !== claim.ownerId) throw notFound('Nothing to speak');
    const parsed = alertTtsSchema.safeParse(widget.settings.tts ?? {});
    const tts = parsed.success ? parsed.data : null;
    if (!tts?.enabled || claim.amount < tts.minAmount) throw notFound('Nothing to speak');
    const text = spokenText(claim.message, tts);
    if (!text) throw notFound('Nothing to speak');
    return this.speak(claim.ownerId, { text, voice: tts.voice, rate: tts.rate });
  }

  /**
   * The builder's "hear it": speaks a sample (not cached: it changes as the streamer types), in
   * the account's own queue of the pool.
   */
  async preview(userId: string, text: string, voice: string, rate: number): Promise<SpeechAudio> {
    const engine = this.deps.engine;
    if (!engine) throw new TtsError('unavailable', 'Text-to-speech is off');
    return this.deps.pool.run(userId, () => engine.synthesize({ text, voice, rate }));
  }

  /** Clips older than a day go (a clip is replayed within the speech token's lifetime). */
  async cleanUp(): Promise<number> {
    return this.deps.repo.deleteOlderThan(new Date(this.deps.clock.now() - DAY));
  }

  private async speak(
    ownerId: string,
    request: { text: string; voice: string; rate: number },
  ): Promise<SpeechAudio> {
    const engine = this.deps.engine;
    if (!engine) throw new TtsError('unavailable', 'Text-to-speech is off');
    const hash = createHash('sha256')
      .update(JSON.stringify([engine.name, request.voice, request.rate, request.text]))
      .digest('hex');
    // Two displays of one alert ask at once: one reads the store, one process speaks it (on this
    // node; two nodes asked at the same moment may each speak it once, then the store answers).
    const key = `${ownerId}:${hash}`;
    let running = this.inFlight.get(key);
    if (!running) {
      running = (async () => {
        const cached = await this.deps.repo.find(ownerId, hash);
        if (cached) return { audio: cached.data, contentType: cached.contentType };
        const audio = await this.deps.pool.run(ownerId, () => engine.synthesize(request));
        await this.deps.repo.save({ userId: ownerId, hash, data: audio.audio, ...audio });
        return audio;
      })();
      this.inFlight.set(key, running);
      void running.finally(() => this.inFlight.delete(key)).catch(() => undefined);
    }
    return running;
  }
}
