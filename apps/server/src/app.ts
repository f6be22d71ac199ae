import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import { type Clock, systemClock } from './platform/clock';
import { installErrorHandler } from './platform/http/error-handler';
import { unauthorized } from './platform/http/http-error';
import { serveWebApp } from './platform/http/static-files';
import { webDistFolder } from './platform/paths';
import { healthRoutes } from './features/health/health.routes';
import { deriveKey } from './platform/crypto';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import { RateLimiter } from './platform/rate-limit';
import { resolveAppSecret } from './platform/secrets';
import { AccessTokens } from './features/accounts/access-tokens';
import { AccountsRepo } from './features/accounts/accounts.repo';
import { AccountsService } from './features/accounts/accounts.service';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  /** Overrides the mailer chosen from the config (SMTP_URL, else the outbox). */
  mailer?: Mailer;
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

  await app.register(cookie);

  const { config, database } = deps;
  const secret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const outbox = createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), app.log);
  const mailer =
    deps.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  const limiter = new RateLimiter(clock, config.RATE_LIMIT_FACTOR);

  const accounts = new AccountsService({
    repo: new AccountsRepo(database.db),
    tokens: new AccessTokens(deriveKey(secret, 'access-token'), () => clock.now()),
    mailer,
    clock,
    publicUrl: config.publicUrl,
    connectionsOf: async () => ({ kick: null, spotify: null, discord: null }),
    kickUsernameOf: async () => null,
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
  });

  app.decorate('authenticate', async (request) => {
    const header = request.headers.authorization;
    if (header && !header.startsWith('Bearer ')) throw unauthorized('Use a Bearer token');
    return accounts.authenticate(header?.slice(7).trim());
  });

  healthRoutes(app, {
    database: deps.database,
    mode: deps.config.mode,
    startedAt: clock.now(),
    now: () => clock.now(),
  });

  accountsRoutes(app, {
    service: accounts,
    limiter,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  if (config.mode === 'demo' && mailer === outbox) outboxRoutes(app, { list: () => outbox.list() });

  await serveWebApp(app, {
    root: deps.webRoot ?? webDistFolder,
    htmlEntryFor: () => 'index.html',
  });

  return app;
}
