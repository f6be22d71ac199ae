import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../app/i18n';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// An unexpected console.error fails the test (React warnings, failed prop types, act() leaks).
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});
