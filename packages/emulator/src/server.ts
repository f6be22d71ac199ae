import Fastify from 'fastify';
import { type Emulator, createEmulator } from './emulator';
import type { EmulatorOptions } from './options';
import { emulatorPlugin } from './plugin';

export type StandaloneOptions = Omit<EmulatorOptions, 'publicUrl'> & {
  port?: number;
  host?: string;
  /** Public URL when it differs from `http://host:port` (behind a proxy). */
  publicUrl?: string;
};

export interface EmulatorServer {
  url: string;
  emulator: Emulator;
  close(): Promise<void>;
}

/** The emulator alone on its own port, mounted at the root (tests, `npm run start -w @kyo/emulator`). */
export async function startEmulatorServer(options: StandaloneOptions): Promise<EmulatorServer> {
  const host = options.host ?? '127.0.0.1';
  const emulator = createEmulator({
    ...options,
    publicUrl: options.publicUrl ?? 'http://localhost',
  });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(emulatorPlugin, { emulator });
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = (
    options.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  // Links the emulator hands out (webhook URLs, images) need the port picked at listen time.
  emulator.context.config.publicUrl = url;
  return { url, emulator, close: () => app.close() };
}
