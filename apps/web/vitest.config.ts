import { defineProject } from 'vitest/config';
import { preactAlias } from './preact-alias.ts';

/** Every library that imports React, directly or through a CommonJS helper. */
const reactLibraries = [
  '@testing-library/react',
  '@testing-library/dom',
  '@testing-library/user-event',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@headlessui/react',
  'react-router',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'react-i18next',
  'sonner',
  'lucide-react',
];

export default defineProject({
  // The tests run on preact/compat, as the dashboard and the overlay ship (decision 017).
  resolve: {
    alias: preactAlias,
    // The testing libraries have no "exports": take their ES builds ("module"), whose imports of
    // react-dom reach the alias (their CommonJS builds' require() calls would load React DOM).
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Node would load these libraries itself, and their CommonJS require('react') (the
    // testing library's, use-sync-external-store's) would reach React past the alias. Vite's
    // dependency optimizer bundles them instead, with React's names left as imports (Vitest
    // excludes `react` itself; react-dom and Preact must not be bundled into each library either).
    deps: {
      optimizer: {
        client: { enabled: true, include: reactLibraries, exclude: ['react-dom', 'preact'] },
      },
    },
    // The optimized files and Preact go through Vite too, so those imports take the alias and
    // every module gets the same Preact: one renderer, no React beside it.
    server: { deps: { inline: [/node_modules\/\.vite\//, /node_modules\/preact\//] } },
  },
});
