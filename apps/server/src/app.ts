import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { type Clock, systemClock } from './platform/clock';
import { installErrorHandler } from './platform/http/error-handler';
import { unauthorized } from './platform/http/http-error';
import { serveWebApp } from './platform/http/static-files';
import { webDistFolder } from './platform/paths';
import { healthRoutes } from './features/health/health.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
}

/** Default API body cap. Routes that need more (uploads) raise it explicitly. */
const API_BODY_LIMIT = 64 * 1024;

/** The app layer: builds the HTTP server and composes every feature's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    bodyLimit: API_BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and animation libraries inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars, emotes and alert media come from provider CDNs and user-chosen URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // OBS and the provider popups load our pages cross-origin; COEP would block their media.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: deps.config.mode === 'production',
  });

  app.decorate('authenticate', async () => {
    throw unauthorized();
  });

  healthRoutes(app, {
    database: deps.database,
    mode: deps.config.mode,
    startedAt: clock.now(),
    now: () => clock.now(),
  });

  await serveWebApp(app, {
    root: deps.webRoot ?? webDistFolder,
    htmlEntryFor: () => 'index.html',
  });

  return app;
}
