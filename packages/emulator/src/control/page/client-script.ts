import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * The control page's browser code, `client/` (TypeScript modules), compiled by esbuild into one
 * script on first request and kept for the life of the process.
 *
 * Both folders are found through the package, not through `import.meta.url`: the built server
 * bundles this file into `apps/server/dist/main.js`, where `import.meta.url` is the bundle's,
 * while node's resolution still leads to `packages/emulator` (a workspace link in node_modules).
 * esbuild itself is loaded the same way, from the emulator's own dependencies, at run time: a
 * `createRequire(…)` call is left alone by the server's bundler (esbuild's API cannot be bundled).
 */
function compile(): Promise<string> {
  const packageJson = createRequire(import.meta.url).resolve('@kyo/emulator/package.json');
  const { build } = createRequire(packageJson)('esbuild') as typeof esbuild;
  const packageDir = dirname(packageJson);
  return build({
    // Paths in the output's comments are relative to the package, whatever the current folder.
    absWorkingDir: packageDir,
    entryPoints: [join(packageDir, 'src/control/page/client/main.ts')],
    bundle: true,
    write: false,
    // A classic script (`<script defer>`), as the page loads it; no module loader needed.
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    logLevel: 'silent',
  }).then((result) => {
    const output = result.outputFiles[0];
    if (!output) throw new Error('esbuild wrote no control page script');
    return output.text;
  });
}

let script: Promise<string> | undefined;

/** The compiled script; a failed compile is tried again on the next request. */
export function controlScript(): Promise<string> {
  script ??= compile().catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}
