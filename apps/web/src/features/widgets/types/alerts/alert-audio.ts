import type { DisplayAssets } from '../renderer';
import type { ResolvedAlert } from './alert-model';

/** One sound playing: ends by itself (or fails, which counts as ended) or when stopped. */
export interface AudioPlayback {
  done: Promise<void>;
  stop(): void;
}

/** Plays a URL at a volume (0 to 1). The browser's is below; tests pass a fake one. */
export interface AudioPort {
  play(url: string, volume: number, role: AudioRole): AudioPlayback;
}
export type AudioRole = 'sound' | 'speech';
export type AudioPhase = 'sound' | 'speech' | 'done';

/**
 * HTML audio elements, kept in the page while they play (marked `data-kyo-audio`), so a test or a
 * curious streamer can see what plays. OBS lets browser sources autoplay; a blocked or broken
 * file ends at once, and the alert goes on without it.
 */
export const browserAudio: AudioPort = {
  play(url, volume, role) {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    let audio: HTMLAudioElement | null = null;
    try {
      audio = new Audio(url);
      audio.volume = Math.min(1, Math.max(0, volume));
      audio.dataset.kyoAudio = role;
      audio.hidden = true;
      document.body.appendChild(audio);
      audio.addEventListener('playing', () => (audio!.dataset.playing = 'true'));
      audio.addEventListener('ended', () => finish());
      audio.addEventListener('error', () => finish());
      void audio.play().catch(() => finish());
    } catch {
      finish();
    }
    void done.then(() => audio?.remove());
    return {
      done,
      stop: () => {
        audio?.pause();
        finish();
      },
    };
  },
};

/**
 * The alert's audio, in order: its sound, then its spoken message (fetched by the display from the
 * server). `done` resolves when both have ended, failed or been stopped; null when the alert has
 * nothing to play (then it leaves on its duration alone).
 */
export function playAlertAudio(
  alert: ResolvedAlert,
  port: AudioPort,
  assets: DisplayAssets,
  onPhase: (phase: AudioPhase) => void = () => undefined,
): AudioPlayback | null {
  let stopped = false;
  let current: AudioPlayback | null = null as AudioPlayback | null;
  const soundUrl = alert.sound.volume > 0 ? assets.media(alert.sound.url) : '';
  const speechUrl = alert.speech ? assets.speech(alert.speech.token) : null;
  if (!soundUrl && !speechUrl) return null;
  const play = async (url: string, volume: number, role: AudioRole) => {
    if (stopped) return;
    onPhase(role);
    const playing = port.play(url, volume, role);
    current = playing;
    await playing.done;
    // Ended: nothing left to stop.
    if (current === playing) current = null;
  };
  const done = (async () => {
    if (soundUrl) await play(soundUrl, alert.sound.volume / 100, 'sound');
    if (speechUrl && alert.speech) await play(speechUrl, alert.speech.volume / 100, 'speech');
    onPhase('done');
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}
