#!/usr/bin/env node
// `npm test`: builds the app, then runs every Vitest project (unit + integration on PGlite and
// PostgreSQL) and the Playwright e2e suite in Debian's Chromium, then prints the failed tests and
// one summary line, `N passed, N failed`, summed over all suites. Exit code 0 only when everything
// passed.
import { spawn, spawnSync } from 'node:child_process';
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

// Like run(), but keeps what the command printed, to show its unhandled errors again at the end.
function runKeepingOutput(label, command, args) {
  console.log(`\n━━ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks = [];
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        chunks.push(chunk);
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });
}

// Vitest fails a run whose tests all passed when an error escaped them (an unhandled rejection,
// a timer after teardown); its report lists those only in the middle of the log.
function unhandledErrors(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Error|Rejection)s?/.test(line));
  if (start < 0) return [];
  return lines.slice(start, start + 40);
}

const totals = { passed: 0, failed: 0 };
let vitestExit = 0;
let vitestOutput = '';
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
  const { code, output } = await runKeepingOutput('unit + integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  vitestExit = code;
  vitestOutput = output;
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
  // The failures again at the end, where a reader of the log looks first. A file that failed
  // outside its tests (it did not load, a hook threw) counts as one failure.
  for (const file of json.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) console.log(`✘ unit: ${name} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      totals.failed += 1;
      console.log(
        `✘ unit: ${name} failed outside its tests: ${String(file.message).slice(0, 400)}`,
      );
    }
  }
}
if (only !== 'e2e' && vitestExit !== 0 && totals.failed === 0) {
  console.log(`✘ unit: Vitest exited with code ${vitestExit} though no test failed`);
  for (const line of unhandledErrors(vitestOutput)) console.log(`  ${line}`);
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
