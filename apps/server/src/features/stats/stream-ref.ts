/** A stream as the recorder needs it: its id, its span, its category now. Times in ms. */
export interface StreamRef {
  id: string;
  startedAt: number;
  /** null while live. */
  endedAt: number | null;
  /** The last time it was seen live. */
  lastLiveAt: number;
  title: string | null;
  category: string | null;
  /** Demo only: a sample the emulator played (never one stream with a real one). */
  sample: boolean;
  /**
   * Demo only, a sample stream the emulator plays fast: real time `t` is recorded at
   * `base + (t - from) * scale`, so the whole stream lies in the minutes before its playback.
   */
  clock: SampleClock | null;
}

export interface SampleClock {
  /** When the playback started (real ms). */
  from: number;
  /** Where it is recorded to start (ms): `minutes` before `from`. */
  base: number;
  scale: number;
}

const MINUTE = 60_000;

/** The recorded time of a real instant in a stream (the instant itself but for samples). */
export function recordedTime(stream: Pick<StreamRef, 'clock'>, at: number): number {
  const clock = stream.clock;
  return clock ? clock.base + (at - clock.from) * clock.scale : at;
}

/** The stream among `streams` whose minutes include `at`'s minute, if any. */
export function streamAt(streams: readonly StreamRef[], at: number): StreamRef | undefined {
  const minute = Math.floor(at / MINUTE);
  for (const stream of streams) {
    if (minute < Math.floor(stream.startedAt / MINUTE)) continue;
    if (stream.endedAt !== null && minute > Math.floor(stream.endedAt / MINUTE)) continue;
    return stream;
  }
  return undefined;
}

/** A sample playback as the emulator reports it: started at `from`, `minutes` long, `scale`×. */
export function sampleClock(sample: { from: number; minutes: number; scale: number }): SampleClock {
  return { from: sample.from, base: sample.from - sample.minutes * MINUTE, scale: sample.scale };
}
