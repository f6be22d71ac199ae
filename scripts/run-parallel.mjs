// Runs commands side by side, each line of their output prefixed with its label, and answers
// every command's exit code once all have ended (scripts/check.mjs's static checks).
import { spawn } from 'node:child_process';

/**
 * @param {Array<{ label: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions }>} jobs
 * @returns {Promise<number[]>} exit codes, in the jobs' order
 */
export function runParallel(jobs) {
  const width = Math.max(...jobs.map((job) => job.label.length));
  return Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const prefix = `[${job.label.padEnd(width)}] `;
          console.log(`${prefix}━━ ${job.command} ${job.args.join(' ')}`);
          const started = Date.now();
          const child = spawn(job.command, job.args, {
            ...job.options,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, FORCE_COLOR: '0' },
          });
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.setEncoding('utf8');
            stream.on('data', (chunk) => {
              const lines = (rest + chunk).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
            });
            stream.on('end', () => {
              if (rest) process.stdout.write(`${prefix}${rest}\n`);
            });
          }
          child.on('error', (error) => {
            console.log(`${prefix}could not start: ${error.message}`);
            resolve(1);
          });
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            console.log(`${prefix}━━ exit ${code ?? 1} after ${seconds} s`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
}
