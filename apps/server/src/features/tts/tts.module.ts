import type { WidgetEvent } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { deriveKey } from '../../platform/crypto';
import { resolveAppSecret } from '../../platform/secrets';
import { EspeakEngine } from './espeak-engine';
import { SPEECH_POOL, SpeechPool, type SpeechPoolOptions } from './speech-pool';
import { SpeechTokens } from './speech-token';
import type { TtsEngine } from './tts-engine';
import { TtsRepo } from './tts.repo';
import { ttsRoutes } from './tts.routes';
import { TtsService, type DisplayWidget } from './tts.service';

export interface TtsModuleDeps {
  /** The widget a display shows by its key (from the widgets and scenes; tts.feature.ts). */
  displayWidget(key: string, widgetId: string | undefined): Promise<DisplayWidget | null>;
  /** Replaces the configured engine (tests). */
  engine?: TtsEngine | null;
  /** Replaces the pool's size and queue length (tests). */
  pool?: SpeechPoolOptions;
}

export interface TtsHandle {
  /** The event with a speech token for its message (see TtsService.withSpeech). */
  withSpeech(ownerId: string, event: WidgetEvent): WidgetEvent;
  /** Forgets spoken clips no display will ask for again. */
  cleanUp(): Promise<void>;
}

/** Text-to-speech of alert messages, spoken on the server (docs/widgets.md). */
export function registerTts(ctx: FeatureContext, deps: TtsModuleDeps): TtsHandle {
  const engine =
    deps.engine !== undefined
      ? deps.engine
      : ctx.config.TTS_ENGINE === 'off'
        ? null
        : new EspeakEngine({ timeoutMs: ctx.config.TTS_TIMEOUT_MS });
  const secret = resolveAppSecret(ctx.config.APP_SECRET, ctx.config.DATA_DIR);
  const service = new TtsService({
    engine,
    tokens: new SpeechTokens(deriveKey(secret, 'speech-tokens')),
    repo: new TtsRepo(ctx.db),
    pool: new SpeechPool(deps.pool ?? SPEECH_POOL),
    clock: ctx.clock,
    displayWidget: (key, widgetId) => deps.displayWidget(key, widgetId),
  });
  ttsRoutes(ctx.app, { service, limiter: ctx.limiter });
  return {
    withSpeech: (ownerId, event) => service.withSpeech(ownerId, event),
    cleanUp: async () => void (await service.cleanUp()),
  };
}
