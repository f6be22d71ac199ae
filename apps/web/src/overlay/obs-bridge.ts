import type { ClientMessage } from '@kyo/contracts/realtime';

/**
 * The part of OBS's browser-source API (`window.obsstudio`, obs-browser README) the display uses.
 * Each call is allowed from a page permission level up: getControlLevel always, getScenes and
 * getCurrentScene from READ_USER (2), setCurrentScene from ADVANCED (4).
 */
export interface ObsStudio {
  getControlLevel?(callback: (level: number) => void): void;
  getScenes?(callback: (scenes: string[]) => void): void;
  getCurrentScene?(callback: (scene: { name: string } | null) => void): void;
  setCurrentScene?(name: string): void;
}

export interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

type Send = (message: ClientMessage) => void;

const READ_USER = 2;
const ADVANCED = 4;
/** How long a switch waits for OBS to say the scene changed. */
const CONFIRM_MS = 2_000;

/** A callback API as a promise; null when OBS does not offer the call or never answers. */
function ask<T>(call: ((callback: (value: T) => void) => void) | undefined, ms = 1_000) {
  return new Promise<T | null>((resolve) => {
    if (!call) return resolve(null);
    const timer = setTimeout(() => resolve(null), ms);
    try {
      call((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

/**
 * What a Kyo display running in OBS tells the server (its page permission, the scene names) and
 * does for it: `obs.scene` switches the scene and answers whether OBS did. Outside OBS there is no
 * `window.obsstudio` and no bridge, so a browser tab never reports.
 */
export class ObsBridge {
  private send: Send | null = null;
  private level = 0;
  private scenes: string[] = [];
  private readonly onChange = () => void this.report();

  constructor(
    private readonly obs: ObsStudio,
    private readonly events: EventTargetLike,
  ) {
    events.addEventListener('obsSceneChanged', this.onChange);
    events.addEventListener('obsSceneListChanged', this.onChange);
  }

  dispose(): void {
    this.events.removeEventListener('obsSceneChanged', this.onChange);
    this.events.removeEventListener('obsSceneListChanged', this.onChange);
    this.send = null;
  }

  /** The server accepted the display (after every reconnect): it learns what OBS allows. */
  connected(send: Send): void {
    this.send = send;
    void this.report();
  }

  async report(): Promise<void> {
    const level = (await ask<number>(this.obs.getControlLevel?.bind(this.obs))) ?? 0;
    this.level = level;
    let current: string | null = null;
    if (level >= READ_USER) {
      this.scenes = ((await ask<string[]>(this.obs.getScenes?.bind(this.obs))) ?? []).slice(0, 200);
      current =
        (await ask<{ name: string } | null>(this.obs.getCurrentScene?.bind(this.obs)))?.name ??
        null;
    }
    this.send?.({ type: 'obs', level, scenes: this.scenes, current });
  }

  /** Switches OBS to a scene and answers with how it went. */
  async command(message: { id: string; scene: string }, send: Send): Promise<void> {
    const answer = (ok: boolean, error?: string) =>
      send({ type: 'obs.result', id: message.id, ok, ...(error ? { error } : {}) });
    if (this.level < ADVANCED || !this.obs.setCurrentScene)
      return answer(false, 'This browser source needs “Advanced access to OBS” to switch scenes.');
    if (this.scenes.length > 0 && !this.scenes.includes(message.scene))
      return answer(false, `OBS has no scene named “${message.scene}”.`);
    const switched = new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.events.removeEventListener('obsSceneChanged', listener);
        resolve(ok);
      };
      const listener = (event: Event) => {
        const name = (event as CustomEvent<{ name?: string }>).detail?.name;
        if (name === message.scene) done(true);
      };
      const timer = setTimeout(() => {
        // No event: ask OBS which scene is on now.
        void ask<{ name: string } | null>(this.obs.getCurrentScene?.bind(this.obs)).then((scene) =>
          done(scene?.name === message.scene),
        );
      }, CONFIRM_MS);
      this.events.addEventListener('obsSceneChanged', listener);
    });
    try {
      this.obs.setCurrentScene(message.scene);
    } catch {
      return answer(false, 'OBS refused to switch scenes.');
    }
    if (await switched) answer(true);
    else answer(false, `OBS did not switch to “${message.scene}”.`);
  }
}
