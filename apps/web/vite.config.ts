import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { preactAlias } from './preact-alias.ts';

const apiTarget = process.env.KYO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss()],
  // The dashboard runs on preact/compat, as the overlay does (decision 017).
  resolve: { alias: preactAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle-size test resolves route chunks and their imports from it (src/test/bundle-size.ts).
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html' },
      // "use client" marks React Server Components boundaries in Headless UI and TanStack Query;
      // a client-only bundle has none to keep (@vitejs/plugin-react silenced it the same way).
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
