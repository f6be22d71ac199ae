import { vi } from 'vitest';
import { reportCpuPerFile } from '../../../scripts/vitest-cpu-report';

// An unexpected console.error fails the test.
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});

// TEST_CPU_REPORT=<file>: each file's CPU seconds, for "Where the time goes" (docs/testing.md).
reportCpuPerFile();
