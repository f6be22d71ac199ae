import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Features do not import each other's internals (ARCHITECTURE.md): a file under
 * `<app>/src/features/<a>/` may not import from `<app>/src/features/<b>/`. The app layer
 * (server app.ts, web src/app/) composes them. The one exception: a `*.schema.ts` table file may be
 * imported anywhere, because foreign keys cross features.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross: "Feature '{{from}}' imports feature '{{to}}'. Compose them in the app layer instead.",
    },
  },
  create(context) {
    const file = context.filename;
    const featureOf = (p) => {
      const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(p);
      return match ? { root: p.slice(0, match.index), name: match[1] } : undefined;
    };
    const from = featureOf(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      // Tables may reference another feature's table (foreign keys): schema files are shared.
      if (/\.schema$/.test(spec)) return;
      const target = featureOf(path.resolve(path.dirname(file), spec) + path.sep);
      if (target && target.root === from.root && target.name !== from.name) {
        context.report({ node, messageId: 'cross', data: { from: from.name, to: target.name } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'apps/*/*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { kyo: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'kyo/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Async functions that return a promise without awaiting are intentional here.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
