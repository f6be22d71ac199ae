import type { Alias } from 'vite';

/**
 * React's module names resolved to preact/compat (decisions 007 and 017): the dashboard, the
 * overlay display and the unit tests all run on Preact, so what is tested is what ships. The
 * compat JSX runtime (not preact/jsx-runtime) so compat's prop handling is installed before the
 * first element is created; react-dom/test-utils for @testing-library/react's act().
 */
export const preactAlias: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 17's polyfill (react-i18next): preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
