import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_VOICES } from '@kyo/contracts';
import {
  EspeakEngine,
  fixWavSizes,
  MAX_SPEECH_CHARS,
  MAX_SPEECH_SECONDS,
  parseVoices,
} from './espeak-engine';
import { TtsError } from './tts-engine';

const installed = spawnSync('espeak-ng', ['--version']).status === 0;
if (!installed) {
  console.warn(
    'espeak-ng is not installed: the real text-to-speech test is skipped (apt-get install espeak-ng; .ci/run installs it)',
  );
}
const voices = [{ id: 'en', name: 'English', language: 'en' }];
/** Runs a Node script in place of espeak-ng (what it does with its input is the test's). */
const node = (script: string) =>
  ((_command: string, _args: readonly string[], options: object) =>
    spawn(process.execPath, ['-e', script], options)) as unknown as typeof spawn;

describe('the espeak-ng engine', () => {
  it.skipIf(!installed)(
    'speaks a message as a WAV with its real sizes, from espeak-ng',
    async () => {
      const engine = new EspeakEngine({ timeoutMs: 10_000 });
      const list = await engine.voices();
      // A voice for each language Kyo speaks.
      expect(list.map((voice) => voice.id)).toEqual(
        expect.arrayContaining(Object.values(LANGUAGE_VOICES)),
      );
      // A text that looks like an option is read, not obeyed: it goes in on standard input.
      const { audio, contentType } = await engine.synthesize({
        text: '--help gg, thanks for the Kicks',
        voice: 'tr',
        rate: 1.2,
      });
      expect(contentType).toBe('audio/wav');
      expect(audio.toString('latin1', 0, 4)).toBe('RIFF');
      expect(audio.toString('latin1', 8, 12)).toBe('WAVE');
      expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
      expect(audio.length).toBeGreaterThan(10_000);
    },
  );

  it.skipIf(!installed)(
    'cuts speech at its longest: 200 characters spelled one by one make 30 s, not 146 s',
    async () => {
      const engine = new EspeakEngine({ timeoutMs: 10_000 });
      const { audio } = await engine.synthesize({ text: '時'.repeat(200), voice: 'en', rate: 0.5 });
      const byteRate = audio.readUInt32LE(28);
      const seconds = audio.readUInt32LE(40) / byteRate;
      expect(seconds).toBeGreaterThan(MAX_SPEECH_SECONDS - 1);
      expect(seconds).toBeLessThanOrEqual(MAX_SPEECH_SECONDS);
      expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    },
  );

  it('keeps the first seconds of a long WAV and stops the engine there', async () => {
    // A WAV header of 1000 bytes a second, then a minute of sound, then a sleep it never ends.
    const engine = new EspeakEngine({
      timeoutMs: 5_000,
      maxSeconds: 2,
      voices,
      spawn: node(`
        const h = Buffer.alloc(44);
        h.write('RIFF', 0, 'latin1'); h.writeUInt32LE(0x7fffffff, 4); h.write('WAVEfmt ', 8, 'latin1');
        h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22);
        h.writeUInt32LE(500, 24); h.writeUInt32LE(1000, 28); h.writeUInt16LE(2, 32);
        h.writeUInt16LE(16, 34); h.write('data', 36, 'latin1'); h.writeUInt32LE(0x7fffffff, 40);
        process.stdout.write(h);
        for (let i = 0; i < 60; i++) process.stdout.write(Buffer.alloc(1000, 7));
        setInterval(() => {}, 1000);`),
    });
    const { audio } = await engine.synthesize({ text: 'hi', voice: 'en', rate: 1 });
    expect(audio.length).toBe(44 + 2000);
    expect(audio.readUInt32LE(40)).toBe(2000);
  });

  it('speaks at most MAX_SPEECH_CHARS characters of a text', async () => {
    // This "engine" answers what it was given to say.
    const engine = new EspeakEngine({
      timeoutMs: 5_000,
      voices,
      spawn: node('process.stdin.pipe(process.stdout)'),
    });
    const { audio } = await engine.synthesize({ text: 'ä'.repeat(2000), voice: 'en', rate: 1 });
    expect(audio.toString('utf8')).toBe('ä'.repeat(MAX_SPEECH_CHARS));
  });

  it('stops an engine that takes longer than its timeout', async () => {
    const engine = new EspeakEngine({
      timeoutMs: 200,
      voices,
      spawn: node('setInterval(() => {}, 1000)'),
    });
    await expect(engine.synthesize({ text: 'hi', voice: 'en', rate: 1 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('stops an engine past its size cap, and reports a failing one', async () => {
    const big = new EspeakEngine({
      timeoutMs: 5_000,
      maxBytes: 1000,
      voices,
      spawn: node('process.stdout.write(Buffer.alloc(100000))'),
    });
    await expect(big.synthesize({ text: 'hi', voice: 'en', rate: 1 })).rejects.toMatchObject({
      code: 'too_large',
    });
    const broken = new EspeakEngine({ timeoutMs: 5_000, voices, spawn: node('process.exit(3)') });
    await expect(broken.synthesize({ text: 'hi', voice: 'en', rate: 1 })).rejects.toBeInstanceOf(
      TtsError,
    );
  });

  it('has no voices, and speaks nothing, when the program is missing', async () => {
    const engine = new EspeakEngine({ timeoutMs: 1000, command: 'no-such-espeak-kyo' });
    expect(await engine.voices()).toEqual([]);
    await expect(engine.synthesize({ text: 'hi', voice: 'en', rate: 1 })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('reads the voice list and writes the sizes into a streamed WAV header', () => {
    expect(
      parseVoices(
        'Pty Language       Age/Gender VoiceName          File                 Other Languages\n' +
          ' 5  en-us           --/M      English_(America)  gmw/en-US            (en 2)\n' +
          ' 5  tr              --/M      Turkish            trk/tr\n',
      ),
    ).toEqual([
      { id: 'en-us', name: 'English (America)', language: 'en-us' },
      { id: 'tr', name: 'Turkish', language: 'tr' },
    ]);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(0x7ffff024, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(0x7ffff000, 40);
    const wav = fixWavSizes(Buffer.concat([header, Buffer.alloc(100)]));
    expect(wav.readUInt32LE(4)).toBe(136);
    expect(wav.readUInt32LE(40)).toBe(100);
  });
});
