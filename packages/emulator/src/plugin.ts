import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { EmulatorContext } from './context';
import { discordCdnRoutes } from './discord/cdn.routes';
import { kickFilesRoutes } from './kick/files.routes';
import { controlRoutes } from './control/control.routes';
import { pageRoutes } from './control/page/page.routes';
import { discordApiRoutes } from './discord/api.routes';
import { discordAuthorizeRoutes, discordTokenRoutes } from './discord/oauth.routes';
import type { Emulator } from './emulator';
import { faultHook } from './faults/faults.hook';
import { kickApiRoutes } from './kick/api.routes';
import { kickCategoryRoutes } from './kick/categories.routes';
import { kickChatRoutes } from './kick/chat.routes';
import { kickModerationRoutes } from './kick/moderation.routes';
import { kickRewardsRoutes } from './kick/rewards.routes';
import { kickOAuthRoutes } from './kick/oauth.routes';
import { kickSubscriptionRoutes } from './kick/subscriptions.routes';
import type { Provider } from './options';
import { type ErrorStyle, installErrorHandling } from './shared/error-styles';
import { spotifyAccountsRoutes } from './spotify/accounts.routes';
import { spotifyApiRoutes } from './spotify/api.routes';
import { spotifyPlayerRoutes } from './spotify/player.routes';

type Routes = (app: FastifyInstance, ctx: EmulatorContext) => void;

/** One provider host under its own prefix: its error shape, its faults, its routes. */
function providerScope(
  ctx: EmulatorContext,
  provider: Provider,
  style: ErrorStyle,
  routes: Routes[],
) {
  return async (scope: FastifyInstance) => {
    installErrorHandling(scope, style);
    scope.addHook('onRequest', faultHook(ctx.faults, provider, style));
    for (const register of routes) register(scope, ctx);
  };
}

/**
 * The emulator as an encapsulated Fastify plugin: `register(emulatorPlugin, { prefix:
 * '/emulator', emulator })`. It brings its own form parser and error handlers and declares no
 * route schemas, so the host's validator compiler and error handler never touch it.
 */
export const emulatorPlugin: FastifyPluginAsync<{ emulator: Emulator }> = async (app, options) => {
  const { emulator } = options;
  const ctx = emulator.context;
  const assetsPath = `${app.prefix}/assets`;
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  installErrorHandling(app, 'control');

  // A request held by a timeout fault would keep the server from closing.
  app.addHook('preClose', async () => {
    ctx.faults.release();
  });
  app.addHook('onClose', async () => emulator.close());

  await app.register(async (scope) => pageRoutes(scope, ctx, assetsPath));
  await app.register(
    providerScope(ctx, 'kick', 'oauth', [(a, c) => kickOAuthRoutes(a, c, assetsPath)]),
    { prefix: '/kick/id' },
  );
  await app.register(
    providerScope(ctx, 'kick', 'kick-api', [
      kickApiRoutes,
      kickCategoryRoutes,
      kickChatRoutes,
      kickModerationRoutes,
      kickSubscriptionRoutes,
      kickRewardsRoutes,
    ]),
    { prefix: '/kick/api' },
  );
  await app.register(
    providerScope(ctx, 'spotify', 'oauth', [(a, c) => spotifyAccountsRoutes(a, c, assetsPath)]),
    { prefix: '/spotify/accounts' },
  );
  await app.register(
    providerScope(ctx, 'spotify', 'spotify-api', [spotifyApiRoutes, spotifyPlayerRoutes]),
    {
      prefix: '/spotify/api',
    },
  );
  await app.register(
    providerScope(ctx, 'discord', 'discord', [(a, c) => discordAuthorizeRoutes(a, c, assetsPath)]),
    { prefix: '/discord' },
  );
  // discord.com/api answers unversioned and under v9/v10 alike (docs/platforms/discord.md B1).
  for (const prefix of ['/discord/api', '/discord/api/v9', '/discord/api/v10']) {
    await app.register(
      providerScope(ctx, 'discord', 'discord', [discordTokenRoutes, discordApiRoutes]),
      {
        prefix,
      },
    );
  }
  await app.register(async (scope) => kickFilesRoutes(scope), { prefix: '/kick/files' });
  await app.register(async (scope) => discordCdnRoutes(scope), { prefix: '/discord/cdn' });
  await app.register(controlRoutes, { prefix: '/control', emulator });
};
