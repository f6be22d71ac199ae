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
      output: {
        // Every type's renderer is a `renderer.tsx` in the type's folder: its chunk is named after
        // the folder (assets/giveaway-renderer-….js), not `renderer-…` fifteen times.
        chunkFileNames: (chunk) => {
          const type = /types[\\/]([^\\/]+)[\\/]renderer\.tsx$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          return type ? `assets/${type}-renderer-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
