#!/usr/bin/env node
// `npm run check`: Prettier, ESLint (zero warnings), the TypeScript checker of every workspace and
// the import rules (dependency-cruiser), and the whole test suite (`npm test`), side by side. Each
// static check that fails counts as one failed test, so the last line is always
// `N passed, N failed`, as CI expects.
//
// The static checks run at the lowest CPU priority (`nice -n 19`) while the tests run: they use
// the CPU the tests leave idle (the e2e journeys wait on pages, timers and sockets most of their
// time, about three quarters of one core used of two) and give it back whenever a test wants it,
// so they add almost no time to the run and take none from the tests' timeouts.
import { spawn } from 'node:child_process';
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
const statics = runParallel(
  checks.map(([label, args]) => ({
    label,
    command: 'nice',
    args: ['-n', '19', 'npm', ...args],
    options: { cwd: root },
  })),
);

/** `npm test`, its output passed through; answers its exit code and its summary line's counts. */
function runTests() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
    let last = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      last = (last + chunk).slice(-2000);
    });
    child.on('close', (code) => {
      const summary = [...last.matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
      resolve({
        code: code ?? 1,
        passed: summary ? Number(summary[1]) : 0,
        // A run that ended without its summary line failed as a whole.
        failed: summary ? Number(summary[2]) : 1,
      });
    });
  });
}

const [codes, tests] = await Promise.all([statics, runTests()]);
let failedChecks = 0;
codes.forEach((code, index) => {
  if (code !== 0) {
    failedChecks++;
    console.log(`✗ ${checks[index][0]} failed`);
  }
});
// A test run that exited non-zero with no failure counted still failed.
const failed = tests.failed + failedChecks || (tests.code !== 0 ? 1 : 0);
console.log(`\n${tests.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
