// Bundles the server (and the workspace packages it imports as TypeScript source) into one ESM
// file. Third-party packages stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspace = (name) => name.startsWith('@kyo/');
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !workspace(name));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __kyoCreateRequire } from 'node:module'; const require = __kyoCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The embedded database's thread (plain JavaScript, started by path beside main.js).
copyFileSync('src/platform/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
