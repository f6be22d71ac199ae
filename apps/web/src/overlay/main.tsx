import { createRoot } from 'react-dom/client';
import { OverlayApp } from './overlay-app';
import { OVERLAY_REALTIME_PATH } from './realtime-client';
import './overlay.css';

/** `/widget/{key}` as the server serves it; `?key=` when overlay.html is opened directly (dev). */
function widgetKey(location: Location): string | null {
  const match = /^\/widget\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
  return match?.[1] ?? new URLSearchParams(location.search).get('key');
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const key = widgetKey(window.location);
const root = document.getElementById('overlay')!;
if (key) {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  createRoot(root).render(
    <OverlayApp
      widgetKey={key}
      url={`${scheme}://${window.location.host}${OVERLAY_REALTIME_PATH}`}
      debug={new URLSearchParams(window.location.search).get('debug') === '1'}
      createSocket={(url) => new WebSocket(url)}
      storage={localStorageOrNull()}
      reload={() => window.location.reload()}
    />,
  );
}
