import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Measures what a browser downloads from apps/web/dist (after `npm run build`): the files an HTML
 * entry loads at start, and the lazily loaded chunks a dashboard page needs before it shows,
 * resolved through Vite's build manifest (`dist/.vite/manifest.json`), never by hashed names.
 * Used by src/overlay/bundle-size.test.ts and src/app/bundle-size.test.ts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const dist = path.resolve(here, '../../dist');
export const reportFile = path.resolve(here, '../../../../bench/overlay-bundle.json');
const manifestFile = path.join(dist, '.vite/manifest.json');
/** The display's own build writes its manifest beside the dashboard's (vite.overlay.config.ts). */
const overlayManifestFile = path.join(dist, '.vite/overlay-manifest.json');

export const built =
  existsSync(path.join(dist, 'overlay.html')) &&
  existsSync(path.join(dist, 'index.html')) &&
  existsSync(manifestFile) &&
  existsSync(overlayManifestFile);

export interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

export interface Measured {
  files: Sized[];
  total: { raw: number; gzip: number };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function size(file: string): Sized {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function sum(files: string[]): Measured {
  const sized = files.map(size);
  const total = sized.reduce(
    (acc, file) => ({ raw: acc.raw + file.raw, gzip: acc.gzip + file.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { files: sized, total };
}

/** The script and stylesheet files an HTML entry loads at start (modulepreloads included). */
function htmlFiles(entry: string): string[] {
  const html = readFileSync(path.join(dist, entry), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(refs)];
}

/** A built file's text (to look for code that must not be in it). */
export function readBuilt(file: string): string {
  return readFileSync(path.join(dist, file), 'utf8');
}

export function measureHtmlEntry(entry: string): Measured {
  return sum(htmlFiles(entry));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifests = new Map<string, Manifest>();
function readManifest(file = manifestFile): Manifest {
  let manifest = manifests.get(file);
  if (!manifest) {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    manifests.set(file, manifest);
  }
  return manifest;
}

/**
 * A manifest entry's JS file and CSS, and those of everything it imports statically
 * (transitively): what the browser fetches once it starts loading that module. The dashboard's
 * manifest unless another is named.
 */
export function chunkFiles(key: string, seen = new Set<string>(), file = manifestFile): string[] {
  const chunks = readManifest(file);
  const chunk = chunks[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen, file)),
  ];
}

/**
 * What an OBS browser source downloads: the display's first load (overlay.html's script and
 * stylesheet) and the chunks of the renderer modules its widgets need (src-relative paths, as
 * in the display's manifest), each file counted once.
 */
export function measureDisplay(rendererModules: readonly string[] = []): Measured {
  const seen = new Set<string>(['overlay.html']);
  const files = [
    ...htmlFiles('overlay.html'),
    ...rendererModules.flatMap((module) => chunkFiles(module, seen, overlayManifestFile)),
  ];
  return sum([...new Set(files)]);
}

/** The renderer modules the display can load (overlay.html's dynamic imports). */
export function displayRendererModules(): string[] {
  return readManifest(overlayManifestFile)['overlay.html']?.dynamicImports ?? [];
}

/** index.html and every chunk it imports statically: what every page has loaded already. */
function entryKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of readManifest()[key]?.imports ?? []) walk(imported);
  };
  walk('index.html');
  return keys;
}

/**
 * The JS files a module may ever run, lazily loaded ones included (outside the entry, which
 * every page has): to check what a page's code needs.
 */
export function reachableScripts(key: string, seen = entryKeys()): string[] {
  const chunk = readManifest()[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  const next = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])];
  return [chunk.file, ...next.flatMap((imported) => reachableScripts(imported, seen))];
}

/** A page as the browser first shows it: its route module and the catalogues it waits for. */
export interface FirstPage {
  label: string;
  path: string;
  /** Source path of the module route-table.ts loads for the path. */
  module: string;
  /** i18n namespaces the page suspends on (lazy catalogues; `app` and `ui` are in the entry). */
  namespaces: string[];
  /** Modules the page waits for beyond its own, e.g. the session sync of a signed-in user. */
  extra?: string[];
  /** The most its first load may weigh, kB gzip; the test fails above it. */
  budgetGzipKb?: number;
  /** The most files (scripts, stylesheets, catalogues) its first load may take (issue 41). */
  maxFiles?: number;
}

/**
 * The entry, plus the route module's chunks, plus the English catalogues it suspends on
 * (Turkish ones weigh about the same), each file counted once.
 */
export function measureFirstPage(page?: FirstPage): Measured {
  const seen = new Set<string>();
  const keys = [
    'index.html',
    ...(page ? [page.module, ...(page.extra ?? [])] : []),
    ...(page?.namespaces ?? []).map((ns) => localeModule(ns)),
  ];
  return sum([...new Set(keys.flatMap((key) => chunkFiles(key, seen)))]);
}

function localeModule(namespace: string): string {
  const key = Object.keys(readManifest()).find((name) =>
    name.endsWith(`/${namespace}/locales/en.json`),
  );
  if (!key) throw new Error(`no lazy catalogue for namespace ${namespace}`);
  return key;
}

/**
 * The most the entry alone (index.html's scripts and stylesheet) may weigh, kB gzip (issue 28: on
 * React 19 and React DOM, decision 019). React DOM is about 60 kB of it; the rest is the router,
 * i18next, the stylesheet, tailwind-merge and the app's shell. The page budgets below stop a
 * page's first load from growing unnoticed (bench/README.md).
 */
export const ENTRY_BUDGET_GZIP_KB = 155;

/**
 * The dashboard pages whose first load is measured and held to a budget: the front page, the
 * sign-in page, and the page a signed-in user opens the dashboard on (home's "Open dashboard": the
 * bot commands), with the account sync a signed-in browser loads beside it.
 */
export const DASHBOARD_PAGES: FirstPage[] = [
  {
    label: 'front page',
    path: '/',
    module: 'src/features/home/pages/home-page.tsx',
    namespaces: ['home'],
    budgetGzipKb: 160,
  },
  {
    label: 'sign-in',
    path: '/signin',
    module: 'src/features/auth/pages/signin-page.tsx',
    namespaces: ['auth'],
    budgetGzipKb: 180,
  },
  {
    label: 'dashboard home (signed in)',
    path: '/bot',
    module: 'src/features/bot/pages/commands-page.tsx',
    namespaces: ['bot', 'bot-frame'],
    // The router loads the query client with a page that queries (route-table.ts `queries`), and
    // the bot's frame (the `bot` layout) with every bot page.
    extra: [
      'src/app/account-sync-effects.tsx',
      'src/lib/query-client.tsx',
      'src/app/layouts/bot-layout.tsx',
    ],
    budgetGzipKb: 300,
    maxFiles: 20,
  },
  {
    label: 'moderation',
    path: '/bot/moderation',
    module: 'src/features/moderation/pages/moderation-page.tsx',
    namespaces: ['moderation', 'bot-frame'],
    extra: [
      'src/app/account-sync-effects.tsx',
      'src/lib/query-client.tsx',
      'src/app/layouts/bot-layout.tsx',
    ],
    maxFiles: 20,
  },
  {
    label: 'stream stats',
    path: '/stats',
    module: 'src/features/stats/pages/stats-page.tsx',
    namespaces: ['stats'],
    extra: ['src/app/account-sync-effects.tsx', 'src/lib/query-client.tsx'],
    maxFiles: 20,
  },
];

/** The dashboard's figures for bench/overlay-bundle.json. */
export function dashboardFigures() {
  const entry = measureFirstPage();
  return {
    description:
      'What a browser downloads before a dashboard page shows: the index.html entry, then the route module of the page with its static imports and the English catalogues it waits for, resolved from dist/.vite/manifest.json.',
    entry: {
      budgetGzipKb: ENTRY_BUDGET_GZIP_KB,
      rawKb: kb(entry.total.raw),
      gzipKb: kb(entry.total.gzip),
      files: entry.files,
    },
    pages: DASHBOARD_PAGES.map((page) => {
      const measured = measureFirstPage(page);
      return {
        label: page.label,
        path: page.path,
        rawKb: kb(measured.total.raw),
        gzipKb: kb(measured.total.gzip),
        ...(page.budgetGzipKb ? { budgetGzipKb: page.budgetGzipKb } : {}),
        files: measured.files.map((file) => file.file),
      };
    }),
  };
}
