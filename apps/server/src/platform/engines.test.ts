import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';

const root = path.resolve(serverRoot, '../..');

/** Every installed package's package.json (nested node_modules included). */
function installedPackages(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(folder, found);
      continue;
    }
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) found.push(manifest);
    installedPackages(path.join(folder, 'node_modules'), found);
  }
  return found;
}

describe('engines', () => {
  it('tells the truth: every installed package runs on the oldest Node of each range we claim', () => {
    const claimed = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        engines: { node: string };
      }
    ).engines.node;
    const oldest = claimed.split('||').map((range) => semver.minVersion(range.trim())!.version);
    expect(oldest).toContain('20.19.0');
    const refusing: string[] = [];
    for (const manifest of installedPackages(path.join(root, 'node_modules'))) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
        engines?: { node?: unknown };
      };
      const wanted = pkg.engines?.node;
      if (typeof wanted !== 'string' || !semver.validRange(wanted)) continue;
      for (const node of oldest)
        if (!semver.satisfies(node, wanted))
          refusing.push(`${pkg.name}@${pkg.version} needs node ${wanted}, not ${node}`);
    }
    expect(refusing).toEqual([]);
  });
});
