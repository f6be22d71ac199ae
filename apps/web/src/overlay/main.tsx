import { createRoot } from 'react-dom/client';
import { OverlayApp } from './overlay-app';
import { SceneApp } from './scene-app';
import { OVERLAY_REALTIME_PATH } from './realtime-client';
import { reloadWhenServed } from './reload-when-served';
// Every renderer's box model: in the first load, not in each renderer's chunk.
import '../features/widgets/types/widget-base.css';
import type { ObsStudio } from './obs-bridge';
import { lazyObsLink } from './obs-link';
import './overlay.css';

/** `/widget/{key}` as the server serves it; `?key=` when overlay.html is opened directly (dev). */
function widgetKey(location: Location): string | null {
  const match = /^\/widget\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  return match?.[1] ?? new URLSearchParams(location.search).get('key');
}

/**
 * Where a display keeps its place: this browser source's own session (a reload keeps it; the
 * widget's other sources, a restarted OBS or a source shut down while hidden start fresh), as
 * docs/realtime.md says.
 */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** `/scene/{key}`: a whole scene. */
function sceneKey(location: Location): string | null {
  return /^\/scene\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname)?.[1] ?? null;
}

const scene = sceneKey(window.location);
const key = scene ? null : widgetKey(window.location);
const root = document.getElementById('overlay')!;
const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
const reload = () => window.location.reload();
/** A renderer chunk failed to load: load the page again, once the server serves it. */
const onRendererFailed = (error: unknown) => {
  console.warn(
    'Kyo: a widget renderer could not be loaded; reloading once the server answers',
    error,
  );
  void reloadWhenServed({
    reload,
    served: () => fetch(window.location.href, { cache: 'no-store' }).then((res) => res.ok),
  });
};
// Only inside OBS: a browser tab has no obsstudio and reports nothing.
const obsStudio = (window as { obsstudio?: ObsStudio }).obsstudio;
const obs = obsStudio ? lazyObsLink(obsStudio, window) : undefined;
if (scene) {
  createRoot(root).render(
    <SceneApp
      sceneKey={scene}
      url={`${scheme}://${window.location.host}${OVERLAY_REALTIME_PATH}`}
      createSocket={(url) => new WebSocket(url)}
      storage={sessionStorageOrNull()}
      reload={reload}
      onRendererFailed={onRendererFailed}
      obs={obs}
    />,
  );
} else if (key) {
  createRoot(root).render(
    <OverlayApp
      widgetKey={key}
      url={`${scheme}://${window.location.host}${OVERLAY_REALTIME_PATH}`}
      debug={new URLSearchParams(window.location.search).get('debug') === '1'}
      createSocket={(url) => new WebSocket(url)}
      storage={sessionStorageOrNull()}
      reload={reload}
      onRendererFailed={onRendererFailed}
      obs={obs}
    />,
  );
}
