#!/usr/bin/env node
// `npm run check`: Prettier, ESLint (zero warnings), the TypeScript checker of every workspace and
// the import rules (dependency-cruiser), then the whole test suite (`npm test`). Each static check that fails counts as one failed test,
// so the last line is always `N passed, N failed`, as CI expects.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runParallel } from './run-parallel.mjs';

const root = path.resolve(import.meta.dirname, '..');
const checks = [
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  // Import rules (.dependency-cruiser.cjs): no circle, features do not import each other.
  ['deps', ['run', 'deps']],
];
// Side by side: each is one process that mostly keeps one core busy.
const codes = await runParallel(
  checks.map(([label, args]) => ({ label, command: 'npm', args, options: { cwd: root } })),
);
let failedChecks = 0;
codes.forEach((code, index) => {
  if (code !== 0) {
    failedChecks++;
    console.log(`✗ ${checks[index][0]} failed`);
  }
});
if (failedChecks > 0) {
  console.log(`\n0 passed, ${failedChecks} failed`);
  process.exit(1);
}
const test = spawnSync('npm', ['test'], { stdio: 'inherit', cwd: root });
process.exit(test.status ?? 1);
