import { defineConfig } from 'vite';

/**
 * The OBS display (`/widget/{key}`) as its own small bundle: overlay.html and src/overlay only,
 * with React aliased to preact/compat, built into the dashboard's dist folder without emptying
 * it (the dashboard build runs first). The dashboard itself keeps React.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { overlay: 'overlay.html' },
    },
  },
});
