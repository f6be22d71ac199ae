import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ALL_NAMESPACES, i18n } from '../app/i18n';

// Feature catalogues load lazily in the app; tests have them all up front.
await i18n.loadNamespaces(ALL_NAMESPACES);

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
