import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { ALL_NAMESPACES, i18n } from '../app/i18n';
import { reportCpuPerFile } from '../../../../scripts/vitest-cpu-report';

// Feature catalogues load lazily in the app; tests have them all up front.
await i18n.loadNamespaces(ALL_NAMESPACES);

// The files share one environment (vitest.config.ts: isolate off), so nothing a test leaves in a
// module's memory may reach the next file: sonner keeps its toasts until they are dismissed.
afterEach(() => {
  cleanup();
  sonnerToast.dismiss();
  window.localStorage.clear();
});

// An unexpected console.error fails the test (React warnings, failed prop types, act() leaks).
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});

// TEST_CPU_REPORT=<file>: each file's CPU seconds, for "Where the time goes" (docs/testing.md).
reportCpuPerFile();
