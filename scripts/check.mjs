#!/usr/bin/env node
// `npm run check`: Prettier, ESLint (zero warnings), the TypeScript checker of every workspace,
// then the whole test suite (`npm test`). Each static check that fails counts as one failed test,
// so the last line is always `N passed, N failed`, as CI expects.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const checks = [
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
];
let failedChecks = 0;
for (const [label, args] of checks) {
  console.log(`\n━━ ${label}: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    failedChecks++;
    console.log(`✗ ${label} failed`);
  }
}
if (failedChecks > 0) {
  console.log(`\n0 passed, ${failedChecks} failed`);
  process.exit(1);
}
const test = spawnSync('npm', ['test'], { stdio: 'inherit', cwd: root });
process.exit(test.status ?? 1);
