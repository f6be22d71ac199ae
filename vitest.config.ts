import { defineConfig } from 'vitest/config';

// One run, every workspace's unit and integration tests (each workspace has its own config).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
