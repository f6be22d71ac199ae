import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './feature-list';
import { serverRoot } from './platform/paths';

const docs = path.resolve(serverRoot, '../../docs');
const read = (name: string) => readFileSync(path.join(docs, name), 'utf8');

/** The first `kyo:…` key of a manifest's line, up to where it says what it holds. */
const keyOf = (line: string) => /^(kyo:[^\s(:]+(?::[^\s(:]+)*)/.exec(line)?.[1] ?? line;

describe('the feature manifests and the docs', () => {
  it('lists every feature once, each after the features it needs', () => {
    const seen = new Set<string>();
    for (const feature of FEATURES) {
      expect(seen.has(feature.name), feature.name).toBe(false);
      for (const need of feature.needs)
        expect(seen.has(need), `${feature.name} → ${need}`).toBe(true);
      seen.add(feature.name);
    }
  });

  it('shows the chat pipeline in the list’s order in docs/architecture.md', () => {
    const gates = FEATURES.filter((f) => f.stage && 'gate' in f.stage).map((f) => f.name);
    const consumers = FEATURES.filter((f) => f.stage && 'consumer' in f.stage).map((f) => f.name);
    const line = [...gates, 'kick.event', ...consumers].join(' → ');
    expect(read('architecture.md')).toContain(`Pipeline: ${line}`);
  });

  it('lists every background job in docs/deployment.md, with where it runs', () => {
    const deployment = read('deployment.md');
    for (const feature of FEATURES)
      for (const job of feature.jobs ?? []) {
        const where = job.scope === 'one-node' ? 'one node' : 'every node';
        expect(deployment, job.name).toMatch(
          new RegExp(`\\| \`${job.name}\` \\| ${feature.name} \\| [^|]+ \\| ${where} \\|`),
        );
      }
  });

  it('lists every feature’s Redis keys and channels in docs/deployment.md', () => {
    const deployment = read('deployment.md');
    for (const feature of FEATURES) {
      if (feature.shared === 'none') continue;
      for (const line of feature.shared.redis ?? [])
        expect(deployment, `${feature.name}: ${line}`).toContain(`\`${keyOf(line)}`);
    }
  });
});
