import { defineConfig } from 'vitest/config';

// One run, every workspace's unit and integration tests (each workspace has its own config).
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the integration files wait on
    // timers, sockets and PostgreSQL about half of their time, so three overlap that waiting.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
