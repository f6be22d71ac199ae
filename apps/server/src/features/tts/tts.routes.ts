import type { FastifyInstance, FastifyReply } from 'fastify';
import { ttsEndpoints } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import { TtsError, type SpeechAudio } from './tts-engine';
import type { TtsService } from './tts.service';

const MINUTE = 60_000;

/**
 * An engine that cannot speak is a 503 the display skips, never a 500; a channel with too much
 * waiting to be spoken on this node is a 429.
 */
async function spoken(call: () => Promise<SpeechAudio>): Promise<SpeechAudio> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TtsError && error.code === 'busy')
      throw new HttpError(429, 'tts_busy', 'Too much is waiting to be spoken: try again shortly');
    if (error instanceof TtsError)
      throw new HttpError(503, 'tts_unavailable', 'Text-to-speech could not speak this message');
    throw error;
  }
}

const send = (reply: FastifyReply, audio: SpeechAudio, cache: string) =>
  reply
    .header('content-type', audio.contentType)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(audio.audio);

export function ttsRoutes(
  app: FastifyInstance,
  { service, limiter }: { service: TtsService; limiter: RateLimiter },
): void {
  route(app, ttsEndpoints.voices).handle(async () => ({
    engine: service.engineName,
    voices: await service.voices(),
  }));

  route(app, ttsEndpoints.preview).handle(async ({ auth, body, reply }) => {
    // Each preview is a process (in the account's queue of the pool): a held-down button must
    // not keep the CPU busy.
    limiter.hit('tts:preview', auth.userId, { limit: 20, windowMs: MINUTE });
    const audio = await spoken(() =>
      service.preview(auth.userId, body.text, body.voice, body.rate),
    );
    return send(reply, audio, 'no-store');
  });

  route(app, ttsEndpoints.speech).handle(async ({ params, query, request, reply }) => {
    limiter.hit('tts:speech', request.ip, { limit: 120, windowMs: MINUTE });
    const audio = await spoken(() => service.speech(params.key, query.widget, query.t));
    // The same token always speaks the same text; the widget's voice may change, so not forever.
    return send(reply, audio, 'private, max-age=3600');
  });
}
