// Bundles the server (and the workspace packages it imports as TypeScript source) into one ESM
// file. Third-party packages stay external and are loaded from node_modules at run time.
// `npm run build` writes dist/; the tests that start real server processes bundle into .tmp/
// (test/global-setup.ts), so they run what `npm start` runs, fresh, without tsx in each process.
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspace = (name) => name.startsWith('@kyo/');
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !workspace(name));

/** Writes `<outdir>/main.js` (with its source map) and the embedded database's thread beside it. */
export async function bundleServer(outdir, { logLevel = 'info' } = {}) {
  await build({
    entryPoints: [path.join(root, 'src/main.ts')],
    outfile: path.join(outdir, 'main.js'),
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
    logLevel,
  });
  // The embedded database's thread (plain JavaScript, started by path beside main.js).
  copyFileSync(
    path.join(root, 'src/platform/db/pglite-worker.mjs'),
    path.join(outdir, 'pglite-worker.mjs'),
  );
  return path.join(outdir, 'main.js');
}
