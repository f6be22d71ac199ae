import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { preloadOnlyWhatIsMissing } from './preload-deps.ts';

const preload = preloadOnlyWhatIsMissing();
const apiTarget = process.env.KYO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // React 19 with Fast Refresh in `npm run dev` (decision 019).
  plugins: [react(), tailwindcss(), preload.plugin],
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
