import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions and schemas: the files share one module graph (zod's import is most of the cost).
  test: { name: 'contracts', environment: 'node', isolate: false, include: ['src/**/*.test.ts'] },
});
