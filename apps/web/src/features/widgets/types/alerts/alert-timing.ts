/** How long an alert stays, leaves and waits (the alert model decides it, the queue keeps to it). */
export interface QueueTiming {
  /** On screen at least this long, entry animation included. */
  durationMs: number;
  /** The exit animation. */
  outMs: number;
  /** Nothing on screen before the next alert. */
  gapMs: number;
  /** Past its duration, an alert waits for its audio (sound, then speech) at most this long. */
  maxAudioHoldMs?: number;
}
