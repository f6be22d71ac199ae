import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.KYO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The bundle-size test resolves route chunks and their imports from it (src/test/bundle-size.ts).
    manifest: true,
    rollupOptions: {
      input: { index: 'index.html' },
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
