#!/usr/bin/env node
// `npm test`: builds the app, then runs every Vitest project (unit + integration on PGlite and
// PostgreSQL) and the Playwright e2e suite in Debian's Chromium, then prints the failed tests and
// one summary line, `N passed, N failed`, summed over all suites. Exit code 0 only when everything
// passed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv[2]; // optional: "unit" or "e2e"

function run(label, command, args, options = {}) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

const totals = { passed: 0, failed: 0 };
let failedRunner = false;

if (only !== 'unit') {
  if (run('build', 'npm', ['run', 'build']) !== 0) {
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}

// One after the other: each keeps both cores busy (Vitest three files at a time, Playwright two
// workers with an app each); side by side on two cores, the journeys' timeouts ran out.
const vitestReport = path.join(tmp, 'vitest.json');
const e2eReport = path.join(root, 'e2e', '.artifacts', 'report.json');
if (only !== 'e2e') {
  rmSync(vitestReport, { force: true });
  const code = run('unit + integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  if (code !== 0) failedRunner = true;
}
if (only !== 'unit') {
  rmSync(e2eReport, { force: true });
  const code = run('e2e (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
  });
  if (code !== 0) failedRunner = true;
}

if (only !== 'e2e' && existsSync(vitestReport)) {
  const json = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += json.numPassedTests ?? 0;
  totals.failed += json.numFailedTests ?? 0;
  // A file that failed to load has no tests to count; count it as a failure.
  totals.failed += (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  // The failures again at the end, where a reader of the log looks first.
  for (const file of json.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        console.log(`✘ unit: ${path.relative(root, file.name)} › ${test.fullName}`);
}
if (only !== 'unit' && existsSync(e2eReport)) {
  const json = JSON.parse(readFileSync(e2eReport, 'utf8'));
  totals.passed += (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0);
  totals.failed += json.stats?.unexpected ?? 0;
  if ((json.errors ?? []).length > 0) totals.failed += json.errors.length;
}

if (failedRunner && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
