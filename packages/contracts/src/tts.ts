import { z } from 'zod';
import { endpoint } from './endpoint';
import { isSafeText } from './text';
import type { Language } from './user';
import { ttsVoiceSchema } from './widgets/alerts';

/** Text-to-speech (docs/widgets.md): spoken by the server's engine, fetched by displays. */
export const ttsVoiceInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
});
export type TtsVoiceInfo = z.infer<typeof ttsVoiceInfoSchema>;

/**
 * The espeak-ng voice that speaks each language Kyo speaks (Latin American Spanish, Brazilian
 * Portuguese), for a widget's text-to-speech picked in that language; the espeak test checks the
 * engine lists each.
 */
export const LANGUAGE_VOICES: Readonly<Record<Language, string>> = {
  en: 'en-us',
  tr: 'tr',
  es: 'es-419',
  pt: 'pt-br',
};

export const ttsEndpoints = {
  /** The engine's voices; `engine: null` when text-to-speech is off on this server. */
  voices: endpoint({
    method: 'GET',
    path: '/api/tts/voices',
    auth: 'user',
    response: z.object({ engine: z.string().nullable(), voices: z.array(ttsVoiceInfoSchema) }),
  }),
  /** Speaks a sample in the builder (audio/wav). */
  preview: endpoint({
    method: 'POST',
    path: '/api/tts/preview',
    auth: 'user',
    body: z.strictObject({
      text: z
        .string({ error: 'text is required' })
        .trim()
        .min(1, 'text is required')
        .max(200, 'text must be at most 200 characters')
        .refine(isSafeText, 'text must not contain NUL characters or unpaired surrogates'),
      voice: ttsVoiceSchema,
      rate: z.number().min(0.5).max(2),
    }),
    response: z.void(),
  }),
  /**
   * A viewer's message spoken (audio/wav), as a display fetches it: by the display's key, with the
   * event's signed speech token; `widget` names the layer's widget on a scene's key.
   */
  speech: endpoint({
    method: 'GET',
    path: '/api/overlay-speech/:key',
    auth: 'none',
    params: z.object({
      key: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'key must be a widget key'),
    }),
    query: z.strictObject({
      /** The event's speech token (too long for a path segment). */
      t: z
        .string({ error: 't is required' })
        .max(4096)
        .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 't must be a speech token'),
      widget: z.uuid({ error: 'widget must be a valid id' }).optional(),
    }),
    response: z.void(),
  }),
};
