import type { SpeechRequest, TtsEngine } from './tts-engine';

/** A text-to-speech engine for tests: "audio" that says which text it was made from. */
export class FakeTtsEngine implements TtsEngine {
  readonly name = 'fake';
  readonly spoken: SpeechRequest[] = [];

  async voices() {
    return [
      { id: 'en-us', name: 'English (America)', language: 'en-us' },
      { id: 'tr', name: 'Turkish', language: 'tr' },
    ];
  }

  async synthesize(request: SpeechRequest) {
    this.spoken.push(request);
    const audio = Buffer.concat([
      Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'),
      Buffer.from(`${request.voice}|${request.rate}|${request.text}`, 'utf8'),
    ]);
    return { audio, contentType: 'audio/wav' };
  }
}
