import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EspeakEngine, fixWavSizes, parseVoices } from './espeak-engine';
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
      expect(list.map((voice) => voice.id)).toEqual(expect.arrayContaining(['en-us', 'tr']));
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
