import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { widgetTypesDefine } from './widget-type-folders.ts';

export default defineProject({
  // The tests run on React 19 and React DOM, as the dashboard and the overlay ship (decision 019).
  plugins: [react()],
  define: widgetTypesDefine(),
  test: {
    name: 'web',
    environment: 'jsdom',
    // The files share one jsdom and one module graph (a fresh one per file cost 4x the CPU);
    // test/setup.ts clears what a test could leave behind (the DOM, storage, toasts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
