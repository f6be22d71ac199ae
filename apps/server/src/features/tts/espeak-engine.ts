import { spawn as nodeSpawn } from 'node:child_process';
import { setPriority } from 'node:os';
import type { TtsVoiceInfo } from '@kyo/contracts';
import { TtsError, type SpeechAudio, type SpeechRequest, type TtsEngine } from './tts-engine';

export interface EspeakOptions {
  /** The program (default `espeak-ng` on the PATH). */
  command?: string;
  /** A message that takes longer is stopped (SIGKILL). */
  timeoutMs: number;
  /** Output past this many bytes that is not a WAV it can cut stops the engine (an error). */
  maxBytes?: number;
  /** Speech past this many seconds is cut there (the engine is stopped, the start is kept). */
  maxSeconds?: number;
  /** Text past this many characters is not spoken. */
  maxChars?: number;
  spawn?: typeof nodeSpawn;
  /** The voices, when known without asking the program (tests). */
  voices?: TtsVoiceInfo[];
}

/** espeak-ng's normal pace in words per minute (its `-s` default). */
const BASE_WPM = 175;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The longest clip: an alert waits at most 45 s past its own time for its sound and speech
 * (docs/widgets.md). 200 characters of some scripts (each character spelled out) made 146 s.
 */
export const MAX_SPEECH_SECONDS = 30;
/** The most any message may say (the widget's own cap goes up to 500; the preview's is 200). */
export const MAX_SPEECH_CHARS = 500;
/** Above the app's own priority: a burst of speech slows the speech, not the server. */
const NICENESS = 10;

/**
 * espeak-ng (Debian's `espeak-ng` package) started as a process per message, at a lower priority
 * than the server: the text goes in on standard input (never a shell, never an argument, so no
 * text is read as an option), cut at MAX_SPEECH_CHARS; WAV comes out on standard output, cut at
 * MAX_SPEECH_SECONDS. Stopped after a timeout. How many run at once is the SpeechPool's (tts.service).
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
    const maxChars = this.options.maxChars ?? MAX_SPEECH_CHARS;
    const chars = Array.from(text);
    const said = chars.length > maxChars ? chars.slice(0, maxChars).join('') : text;
    // -b 1: the input is UTF-8; --stdout: WAV on standard output.
    const audio = await this.run(
      ['--stdout', '-b', '1', '-v', known, '-s', wpm],
      said,
      this.options.maxBytes ?? DEFAULT_MAX_BYTES,
      this.options.maxSeconds ?? MAX_SPEECH_SECONDS,
    );
    return { audio: fixWavSizes(audio), contentType: 'audio/wav' };
  }

  private run(args: string[], input: string, maxBytes: number, maxSeconds = 0): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      let child: ReturnType<typeof nodeSpawn>;
      try {
        child = this.spawn(this.command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
      } catch (error) {
        reject(new TtsError('unavailable', String(error)));
        return;
      }
      try {
        if (child.pid !== undefined) setPriority(child.pid, NICENESS);
      } catch {
        // Already gone, or not allowed here: it runs at the server's priority.
      }
      const chunks: Buffer[] = [];
      let size = 0;
      /** Where the WAV is cut (its header plus maxSeconds of samples), once the header is read. */
      let cutAt: number | null = null;
      let cut = false;
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
        if (cut || failure) return;
        chunks.push(chunk);
        size += chunk.length;
        // The header comes first; what has none in its first 4 kB is capped by maxBytes alone.
        if (maxSeconds > 0 && cutAt === null && size - chunk.length < 4096)
          cutAt = wavCut(Buffer.concat(chunks), maxSeconds);
        if (cutAt !== null && size >= cutAt) {
          // Long enough: the rest is not wanted, and not worth the CPU.
          cut = true;
          child.kill('SIGKILL');
        } else if (size > maxBytes)
          stop(new TtsError('too_large', 'espeak-ng made too much audio'));
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
        else if (cut) resolve(Buffer.concat(chunks).subarray(0, cutAt!));
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
 * How many bytes of a streamed WAV hold its header and `seconds` of sound (whole sample frames),
 * once its header has arrived; null before, or for what is not a PCM WAV.
 */
export function wavCut(head: Buffer, seconds: number): number | null {
  if (head.length < 12) return null;
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE')
    return null;
  let byteRate = 0;
  let frame = 1;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const length = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 24 <= head.length) {
      byteRate = head.readUInt32LE(offset + 16);
      frame = Math.max(1, head.readUInt16LE(offset + 20));
    }
    if (id === 'data') {
      if (byteRate === 0) return null;
      const samples = Math.floor((byteRate * seconds) / frame) * frame;
      return offset + 8 + samples;
    }
    offset += 8 + length;
  }
  return null;
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
