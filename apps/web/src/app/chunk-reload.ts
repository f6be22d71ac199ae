/** When the app last reloaded itself for a missing chunk (this tab only). */
const KEY = 'kyo:chunk-reload-at';
/** A second failure this soon after the reload is not a deploy: show the error, do not loop. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

interface ChunkReloadDeps {
  target: Pick<Window, 'addEventListener'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Loads the page again: at `path` (a navigation under way), else at the current address. */
  reload: (path: string | null) => void;
  now: () => number;
  /** Where a navigation under way is going (its page's chunk is what failed), if any. */
  pendingPath?: () => string | null;
}

/**
 * After a deploy, a page left open asks for the chunks of the build it was loaded from, which are
 * gone (the server answers 404). Vite reports the failed import as `vite:preloadError`: the page
 * reloads itself once, at the same address, and gets the new build. A second failure within
 * `CHUNK_RELOAD_GUARD_MS` is something else (the server is down, the file is really missing): the
 * error is left to show.
 */
export function installChunkReload(
  options: Partial<ChunkReloadDeps> = {},
  deps: ChunkReloadDeps = { ...browserDeps(), ...options },
): void {
  deps.target.addEventListener('vite:preloadError', (event) => {
    let last = Number.NaN;
    try {
      last = Number(deps.storage.getItem(KEY));
    } catch {
      // Storage refused (private mode): a reload could loop, so it is not tried.
      return;
    }
    const now = deps.now();
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return;
    try {
      deps.storage.setItem(KEY, String(now));
    } catch {
      return;
    }
    event.preventDefault();
    deps.reload(deps.pendingPath?.() ?? null);
  });
}

function browserDeps(): ChunkReloadDeps {
  return {
    target: window,
    storage: window.sessionStorage,
    reload: (path) => (path ? window.location.assign(path) : window.location.reload()),
    now: () => Date.now(),
  };
}
