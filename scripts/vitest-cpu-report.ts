import { appendFileSync } from 'node:fs';
import { afterAll } from 'vitest';

/**
 * `TEST_CPU_REPORT=<file> npx vitest run`: appends one JSON line per test file with the CPU its
 * worker process spent on it from its setup file to its last hook (user + system, all its threads:
 * PGlite's included; not the processes it starts, nor Vite's transforms in the main process) and
 * its wall time. CPU seconds hold on a shared, loaded machine where wall times do
 * not (docs/testing.md, "Where the time goes"). Called from each project's setup file.
 */
export function reportCpuPerFile(): void {
  const target = process.env.TEST_CPU_REPORT;
  if (!target) return;
  // From the setup file, which runs before each test file is imported: its imports count.
  const cpu = process.cpuUsage();
  const started = performance.now();
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const used = process.cpuUsage(cpu);
    const file = 'filepath' in suite ? String(suite.filepath) : suite.name;
    appendFileSync(
      target,
      `${JSON.stringify({
        file,
        cpuSeconds: (used.user + used.system) / 1e6,
        wallSeconds: (performance.now() - started) / 1000,
      })}\n`,
    );
  });
}
