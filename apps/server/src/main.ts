import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, isLoopbackHost, parseConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { migrationsFolder } from './platform/paths';
import { ensurePrivateDir } from './platform/secrets';

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  ensurePrivateDir(config.DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: path.resolve(config.DATA_DIR, 'db') },
  );
  await database.migrate(migrationsFolder);

  const app = await buildApp({ config, database, backgroundJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.mode === 'demo' && config.DEMO_ALLOW_REMOTE && !isLoopbackHost(config.HOST))
    app.log.warn(
      { host: config.HOST },
      'DEMO_ALLOW_REMOTE: this demo listens beyond this machine. Its fake platforms and data are ' +
        'for trying Kyo out; the emulator controls and the mail outbox still answer only on this machine.',
    );
  app.log.info(
    { url: config.publicUrl, mode: config.mode, database: database.kind },
    `Kyo is running on ${config.publicUrl} (${config.mode} mode, ${database.kind} database)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
