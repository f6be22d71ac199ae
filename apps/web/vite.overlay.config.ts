import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The OBS display (`/widget/{key}`, `/scene/{key}`) as its own small bundle: overlay.html and
 * src/overlay only, on React 19 like the dashboard (decision 019). Each widget type's renderer is
 * its own chunk, loaded with the first widget of that type (renderers.ts), so the first load is
 * React DOM and the realtime client. Built into the dashboard's dist folder without emptying it
 * (the dashboard build runs first).
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // The bundle-size test resolves each widget type's chunk from it (src/test/bundle-size.ts).
    manifest: '.vite/overlay-manifest.json',
    rolldownOptions: {
      input: { overlay: 'overlay.html' },
    },
  },
});
