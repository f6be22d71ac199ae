import { spawn as nodeSpawn } from 'node:child_process';
import type { TtsVoiceInfo } from '@kyo/contracts';
import { TtsError, type SpeechAudio, type SpeechRequest, type TtsEngine } from './tts-engine';

export interface EspeakOptions {
  /** The program (default `espeak-ng` on the PATH). */
  command?: string;
  /** A message that takes longer is stopped (SIGKILL). */
  timeoutMs: number;
  /** Audio past this many bytes stops the engine (a 500-character message is far below). */
  maxBytes?: number;
  spawn?: typeof nodeSpawn;
  /** The voices, when known without asking the program (tests). */
  voices?: TtsVoiceInfo[];
}

/** espeak-ng's normal pace in words per minute (its `-s` default). */
const BASE_WPM = 175;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * espeak-ng (Debian's `espeak-ng` package) started as a process per message: the text goes in on
 * standard input (never a shell, never an argument, so no text is read as an option), WAV comes
 * out on standard output. Stopped after a timeout or past a size cap.
 */
export class EspeakEngine implements TtsEngine {
  readonly name = 'espeak-ng';
  private voiceList: Promise<TtsVoiceInfo[]> | undefined;
  private readonly command: string;
  private readonly spawn: typeof nodeSpawn;

  constructor(private readonly options: EspeakOptions) {
    this.command = options.command ?? 'espeak-ng';
    this.spawn = options.spawn ?? nodeSpawn;
  }

  voices(): Promise<TtsVoiceInfo[]> {
    if (this.options.voices) return Promise.resolve(this.options.voices);
    this.voiceList ??= this.run(['--voices'], '', 256 * 1024)
      .then((out) => parseVoices(out.toString('utf8')))
      .catch(() => {
        // Not installed (or broken): no voices, nothing spoken; asked again later.
        this.voiceList = undefined;
        return [];
      });
    return this.voiceList;
  }

  async synthesize({ text, voice, rate }: SpeechRequest): Promise<SpeechAudio> {
    const voices = await this.voices();
    if (voices.length === 0) throw new TtsError('unavailable', 'espeak-ng is not installed');
    const known = voices.some((v) => v.id === voice) ? voice : 'en';
    const wpm = String(Math.round(BASE_WPM * Math.min(2, Math.max(0.5, rate))));
    // -b 1: the input is UTF-8; --stdout: WAV on standard output.
    const audio = await this.run(
      ['--stdout', '-b', '1', '-v', known, '-s', wpm],
      text,
      this.options.maxBytes ?? DEFAULT_MAX_BYTES,
    );
    return { audio: fixWavSizes(audio), contentType: 'audio/wav' };
  }

  private run(args: string[], input: string, maxBytes: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      let child: ReturnType<typeof nodeSpawn>;
      try {
        child = this.spawn(this.command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
      } catch (error) {
        reject(new TtsError('unavailable', String(error)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let stderr = '';
      let failure: TtsError | null = null;
      const stop = (error: TtsError) => {
        failure ??= error;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(
        () => stop(new TtsError('timeout', `espeak-ng took over ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      child.stdout!.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) stop(new TtsError('too_large', 'espeak-ng made too much audio'));
        else chunks.push(chunk);
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        if (stderr.length < 2000) stderr += chunk.toString('utf8');
      });
      child.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(
          new TtsError(error.code === 'ENOENT' ? 'unavailable' : 'failed', String(error.message)),
        );
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (failure) reject(failure);
        else if (code !== 0) reject(new TtsError('failed', `espeak-ng exited ${code}: ${stderr}`));
        else resolve(Buffer.concat(chunks));
      });
      // A closed stdin (the process died at once) must not throw out of here.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(input, 'utf8');
    });
  }
}

/** `espeak-ng --voices`: "Pty Language Age/Gender VoiceName File Other Languages". */
export function parseVoices(listing: string): TtsVoiceInfo[] {
  const voices: TtsVoiceInfo[] = [];
  const seen = new Set<string>();
  for (const line of listing.split('\n').slice(1)) {
    const columns = line.trim().split(/\s+/);
    if (columns.length < 4) continue;
    const [, language, , name] = columns as [string, string, string, string];
    if (seen.has(language) || !/^[A-Za-z0-9][A-Za-z0-9_+/-]{0,59}$/.test(language)) continue;
    seen.add(language);
    voices.push({ id: language, name: name.replace(/_/g, ' '), language });
  }
  return voices;
}

/**
 * espeak-ng streams WAV without knowing its length, so its header says "very long": the sizes are
 * written in once the whole file is here (players then show the real duration).
 */
export function fixWavSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('latin1', 0, 4) !== 'RIFF') return wav;
  const fixed = Buffer.from(wav);
  fixed.writeUInt32LE(fixed.length - 8, 4);
  let offset = 12;
  while (offset + 8 <= fixed.length) {
    const id = fixed.toString('latin1', offset, offset + 4);
    if (id === 'data') {
      fixed.writeUInt32LE(fixed.length - offset - 8, offset + 4);
      break;
    }
    offset += 8 + fixed.readUInt32LE(offset + 4);
  }
  return fixed;
}
