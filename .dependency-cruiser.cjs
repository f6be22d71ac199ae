/**
 * The import rules of every workspace (docs/architecture.md, "Import rules"), checked by
 * dependency-cruiser in `npm run check` (the `deps` check):
 * - no import circle anywhere, type-only imports included;
 * - a feature does not import another feature (server and web): features meet in the app layer
 *   (the server's feature manifests and composition, the web's src/app/). The one exception: a
 *   `*.schema.ts` table file, since foreign keys cross features.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-boundaries',
      severity: 'error',
      comment:
        'A feature imports another feature. Declare what it needs in its manifest (server) or compose them in src/app/ (web).',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/',
        pathNot: ['^apps/$1/src/features/$2/', '[.]schema[.]ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|drizzle)/' },
    // Type-only imports count: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
