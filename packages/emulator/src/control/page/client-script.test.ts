import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Script } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { controlScript } from './client-script';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const clientScript = fileURLToPath(new URL('./client-script.ts', import.meta.url));

/** What the compiled page must hold: each module of client/, one classic script. */
function expectControlScript(code: string): void {
  expect(() => new Script(code)).not.toThrow();
  expect(code).not.toMatch(/^\s*(import|export)\s/m);
  for (const part of [
    'dom',
    'control-api',
    'render-chat',
    'buttons',
    'form-controls',
    'rewards',
    'main',
  ])
    expect(code).toContain(`// src/control/page/client/${part}.ts`);
}

describe('control page script', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

  it('is compiled from the client modules into one classic script, once', async () => {
    const code = await controlScript();
    expectControlScript(code);
    expect(code).toContain('kyo-emulator-channel');
    expect(controlScript()).toBe(controlScript()); // one compile, shared
  });

  it('is found from a bundle outside the package, as the built server runs it', async () => {
    // apps/server/build.mjs bundles the emulator into dist/main.js: import.meta.url is then the
    // bundle's, so the client folder must be found through the package.
    // Under the repository (its node_modules resolve the bundle's imports); .tmp may not exist
    // yet when Vitest runs without `npm test`.
    await mkdir(join(repoRoot, '.tmp'), { recursive: true });
    const folder = await mkdtemp(join(repoRoot, '.tmp', 'emulator-bundle-'));
    folders.push(folder);
    const outfile = join(folder, 'main.js');
    await build({
      stdin: {
        contents: `import { controlScript } from ${JSON.stringify(clientScript)};
process.stdout.write(await controlScript());`,
        resolveDir: folder,
        loader: 'ts',
      },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
    });
    const { stdout } = await promisify(execFile)(process.execPath, [outfile], {
      maxBuffer: 10_000_000,
    });
    expectControlScript(stdout);
  });
});
