import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './cluster';
import { serverRoot } from '../src/platform/paths';

describe('docs/deployment.md', () => {
  it('shows the nginx block the multi-node tests run through', () => {
    const docs = readFileSync(path.join(serverRoot, '../../docs/deployment.md'), 'utf8');
    const shown = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
    const upstreams = ['10.0.0.1:3000', '10.0.0.2:3000', '10.0.0.3:3000'];
    const generated = nginxConfig(8080, upstreams, '/tmp/prefix');
    const marked = /# --- from docs\/deployment\.md ---\n([\s\S]*?)\n\s*# --- end ---/.exec(
      generated,
    )?.[1];
    // The same lines, whatever the indentation around them.
    const lines = (text: string | undefined) =>
      (text ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    expect(lines(marked).length).toBeGreaterThan(10);
    expect(lines(shown)).toEqual(lines(marked));
  });
});
