import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadOnlyWhatIsMissing } from './preload-deps.ts';
import { widgetTypesDefine } from './widget-type-folders.ts';

const preload = preloadOnlyWhatIsMissing();

/**
 * The front page's icons, as lucide's file names. Each icon another page also uses would be a file
 * of its own (a few hundred bytes, most of it gzip's overhead); the front page loads them as one.
 */
const homeIcons = new Set(
  [
    ...(
      /import \{([^}]*)\} from 'lucide-react'/.exec(
        readFileSync(new URL('./src/features/home/pages/home-page.tsx', import.meta.url), 'utf8'),
      )?.[1] ?? ''
    ).matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g),
  ]
    .map((m) => m[1]!)
    .filter((name) => name !== 'LucideIcon')
    .map((name) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-z])([0-9])/g, '$1-$2')
        .toLowerCase(),
    ),
);
const apiTarget = process.env.KYO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // React 19 with Fast Refresh in `npm run dev` (decision 019).
  plugins: [react(), tailwindcss(), preload.plugin],
  // The widget types' builder routes (widget-type-folders.ts).
  define: widgetTypesDefine(),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for debugging and error reports, without a `sourceMappingURL` line in every file.
    sourcemap: 'hidden',
    // The bundle-size test resolves route chunks and their imports from it (src/test/bundle-size.ts).
    manifest: true,
    // Every browser React 19 supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      input: { index: 'index.html' },
      // Chunks are named by their hash alone: the entry lists every route's files to preload them
      // in parallel, and names like `triangle-exclamation-point-…` made that list a tenth of its
      // code (the manifest maps each file back to its source, for the bundle tests and debugging).
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // A page loaded a hundred files of a few hundred bytes each (issue 41: 94 on the
          // moderation page), most of them small modules two pages share. Common chunks under
          // 16 kB of source are inlined into the chunks that import them instead (a little code
          // twice, far fewer requests: /bot went from 90 files to 22 for the same bytes).
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            // TanStack Query stays in its own chunk (below), loaded only with the pages that query.
            exclude: /[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
          },
          groups: [
            {
              name: 'home-icons',
              // The icons alone: React and lucide's icon factory stay where they are.
              includeDependenciesRecursively: false,
              test: (id) =>
                /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id) &&
                homeIcons.has(/([^\\/]+)\.mjs$/.exec(id)?.[1] ?? ''),
            },
            // Everything index.html loads at start, as one file (it was 14, each with gzip's
            // overhead of its own).
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // TanStack Query, as one file, with the first page that queries.
            {
              name: 'query',
              test: /[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
      // "use client" marks React Server Components boundaries in Headless UI and TanStack Query;
      // a client-only bundle has none to keep.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/emulator': { target: apiTarget },
    },
  },
});
