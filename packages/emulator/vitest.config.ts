import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulator',
    environment: 'node',
    // Each test starts its own emulator; the files share one module graph.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
