import type { TtsVoiceInfo } from '@kyo/contracts';

export interface SpeechRequest {
  text: string;
  /** One of the engine's voice ids (an unknown one falls back to the engine's default). */
  voice: string;
  /** 1 is the voice's normal pace (0.5 to 2). */
  rate: number;
}

export interface SpeechAudio {
  audio: Buffer;
  contentType: string;
}

/**
 * A text-to-speech engine. The default starts espeak-ng as a process (espeak-engine.ts); a cloud
 * voice would be another implementation holding its API key, chosen by TTS_ENGINE in tts.module.ts
 * (docs/widgets.md says what one needs). Tests use a fake one.
 */
export interface TtsEngine {
  readonly name: string;
  /** Its voices; empty when the engine cannot run here (then nothing is spoken). */
  voices(): Promise<TtsVoiceInfo[]>;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

export class TtsError extends Error {
  constructor(
    readonly code: 'unavailable' | 'timeout' | 'too_large' | 'failed' | 'busy',
    message: string,
  ) {
    super(message);
  }
}
