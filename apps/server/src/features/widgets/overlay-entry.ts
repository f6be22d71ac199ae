import { WIDGET_TYPES } from '@kyo/contracts';

/** Dashboard pages under /widget/ (the builders and the gallery): everything else is a key. */
const DASHBOARD_PAGES = new Set<string>([...WIDGET_TYPES, 'edit', 'obs-alpha-video-test']);
const OVERLAY_PATH = /^\/widget\/([A-Za-z0-9_-]+)\/?$/;
const SCENE_PATH = /^\/scene\/[A-Za-z0-9_-]+\/?$/;

/**
 * The HTML entry for a browser path: `/widget/{key}` (an overlay) and `/scene/{key}` (a scene)
 * are shown in OBS and get the small overlay bundle (`overlay.html`, no dashboard code); every
 * other path gets the dashboard.
 */
export function overlayEntryFor(pathname: string): 'overlay.html' | 'index.html' {
  if (SCENE_PATH.test(pathname)) return 'overlay.html';
  const match = OVERLAY_PATH.exec(pathname);
  return match && !DASHBOARD_PAGES.has(match[1]!) ? 'overlay.html' : 'index.html';
}
