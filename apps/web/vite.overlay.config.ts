import { defineConfig } from 'vite';
import { preactAlias } from './preact-alias.ts';

/**
 * The OBS display (`/widget/{key}`) as its own small bundle: overlay.html and src/overlay only,
 * on preact/compat like the dashboard (decisions 007 and 017), built into the dashboard's dist
 * folder without emptying it (the dashboard build runs first).
 */
export default defineConfig({
  resolve: { alias: preactAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { overlay: 'overlay.html' },
    },
  },
});
