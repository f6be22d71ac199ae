import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderers } from '../features/widgets/types/renderers';
import {
  built,
  dashboardFigures,
  dist,
  displayRendererModules,
  kb,
  measureDisplay,
  measureHtmlEntry,
  readBuilt,
  reportFile,
} from '../test/bundle-size';

/**
 * What one OBS browser source may download, kB gzip: the display's first load (React DOM and the
 * realtime client) with the renderers of the widgets it shows (decision 019).
 */
const BUDGET_GZIP_KB = 80;

/** The scene measured against the budget: a chat box and a chat leaderboard (bench/display). */
const SCENE_TYPES = ['chat', 'chat-leaderboard'] as const;

/** Each widget type's renderer module, as renderer-loaders.ts finds it (its folder's renderer). */
function rendererModules(): Map<string, string> {
  return new Map(
    Object.keys(renderers).map((type) => [type, `src/features/widgets/types/${type}/renderer.tsx`]),
  );
}

const DASHBOARD_MARKERS = ['react-router', 'QueryClient', 'i18next', 'ZodError'];

describe('overlay display bundle', () => {
  it.skipIf(!built)('loads each widget type’s renderer as its own chunk', () => {
    const modules = rendererModules();
    expect([...modules.keys()].sort()).toEqual(Object.keys(renderers).sort());
    // Besides the renderers, the display loads only its ?debug=1 panel and, inside OBS, the OBS
    // bridge lazily.
    expect(displayRendererModules().sort()).toEqual(
      [...modules.values(), 'src/overlay/debug-panel.tsx', 'src/overlay/obs-bridge.ts'].sort(),
    );
    // The first load holds none of them.
    const firstLoad = new Set(measureHtmlEntry('overlay.html').files.map((file) => file.file));
    for (const [type, module] of modules) {
      const own = measureDisplay([module]).files.filter((file) => !firstLoad.has(file.file));
      expect(own.length, type).toBeGreaterThan(0);
    }
  });

  it.skipIf(!built)(
    'stays within 80 kB gzip for any one widget and for a scene, recorded in bench/',
    () => {
      const modules = rendererModules();
      const firstLoad = measureHtmlEntry('overlay.html');
      const widgets = [...modules].map(([type, module]) => {
        const measured = measureDisplay([module]);
        return {
          type,
          rawKb: kb(measured.total.raw),
          gzipKb: kb(measured.total.gzip),
          files: measured.files.map((file) => file.file),
        };
      });
      const scene = measureDisplay(SCENE_TYPES.map((type) => modules.get(type)!));
      const everyType = measureDisplay([...modules.values()]);
      const figures = {
        description:
          'What an OBS browser source downloads for /widget/{key} and /scene/{key} (overlay.html, then the renderer chunk of each widget type it shows) versus the dashboard (index.html entry, and before its first pages show), measured from apps/web/dist by apps/web/src/test/bundle-size.ts after `npm run build`.',
        method:
          'Sum of the JS and CSS files loaded (HTML entry at start, then the renderer chunks with their static imports and CSS, from the build manifests); gzip = zlib level 9, per file.',
        budgetGzipKb: BUDGET_GZIP_KB,
        overlay: {
          description:
            'The first load (overlay.html: React DOM, the realtime client, the widget and scene apps), before any renderer.',
          rawKb: kb(firstLoad.total.raw),
          gzipKb: kb(firstLoad.total.gzip),
          files: firstLoad.files,
          widgets,
          scene: {
            types: SCENE_TYPES,
            rawKb: kb(scene.total.raw),
            gzipKb: kb(scene.total.gzip),
          },
          everyType: {
            description:
              'A scene showing every widget type at once (not budgeted: a new type adds to it, and to no other figure).',
            rawKb: kb(everyType.total.raw),
            gzipKb: kb(everyType.total.gzip),
          },
        },
        dashboard: dashboardFigures(),
      };
      writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(
        `display: first load ${figures.overlay.gzipKb} kB gzip, heaviest widget ` +
          `${Math.max(...widgets.map((w) => w.gzipKb))} kB, scene ${figures.overlay.scene.gzipKb} kB, ` +
          `every type ${figures.overlay.everyType.gzipKb} kB ` +
          `(dashboard entry: ${figures.dashboard.entry.gzipKb} kB gzip)`,
      );
      expect(firstLoad.files.some((file) => file.file.endsWith('.js'))).toBe(true);
      for (const widget of widgets)
        expect(widget.gzipKb, `${widget.type}, kB gzip`).toBeLessThanOrEqual(BUDGET_GZIP_KB);
      expect(figures.overlay.scene.gzipKb, 'scene, kB gzip').toBeLessThanOrEqual(BUDGET_GZIP_KB);
    },
    // Gzips every widget's files: about a second alone, several on a loaded machine.
    30_000,
  );

  it.skipIf(!built)('runs on React DOM and holds nothing of the dashboard', () => {
    const code = measureDisplay([...rendererModules().values()])
      .files.filter((file) => file.file.endsWith('.js'))
      .map((file) => readBuilt(file.file))
      .join('\n');
    for (const marker of DASHBOARD_MARKERS) expect(code.includes(marker), marker).toBe(false);
    // React DOM's production build links its errors to react.dev; Preact has no such text.
    const firstLoad = measureHtmlEntry('overlay.html')
      .files.map((file) => readBuilt(file.file))
      .join('\n');
    expect(firstLoad).toContain('react.dev/errors/');
  });

  it.skipIf(!built)('ships no Preact, in the display or in the dashboard', () => {
    const scripts = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(50);
    for (const file of scripts)
      expect(/preact/i.test(readBuilt(`assets/${file}`)), file).toBe(false);
  });
});
