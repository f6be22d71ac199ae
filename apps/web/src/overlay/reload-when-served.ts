export interface ReloadWhenServedOptions {
  /** Loads the page again. */
  reload: () => void;
  /** Whether the server answers for this page now (a fresh copy of it would load). */
  served: () => Promise<boolean>;
  /** Waits (injected in tests). */
  wait?: (ms: number) => Promise<void>;
}

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

let waiting = false;

/**
 * Reloads the display once its server answers: after a renderer chunk failed to load (a new build
 * replaced its hashed file, or the network dropped while it loaded). Reloading while the server is
 * down would leave the OBS source on the browser's error page, which never recovers by itself, so
 * it asks first, waiting 1 s, 2 s, 4 s… up to 30 s between tries. One wait at a time per page.
 */
export async function reloadWhenServed({
  reload,
  served,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: ReloadWhenServedOptions): Promise<void> {
  if (waiting) return;
  waiting = true;
  try {
    for (let delay = FIRST_WAIT_MS; ; delay = Math.min(delay * 2, LONGEST_WAIT_MS)) {
      await wait(delay);
      const answered = await served().catch(() => false);
      if (answered) {
        reload();
        return;
      }
    }
  } finally {
    waiting = false;
  }
}
