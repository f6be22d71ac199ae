import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../../context';
import { placeholderSvg } from '../../shared/placeholder-image';
import { str } from '../../shared/http';
import { controlScript } from './client-script';
import { controlPageHtml } from './page.html';
import { EMULATOR_CSS } from './page.styles';

/** The control page, its two assets and the generated images the payloads link to. */
export function pageRoutes(app: FastifyInstance, _ctx: EmulatorContext, assetsPath: string): void {
  const controlPath = `${app.prefix}/control`;
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(controlPageHtml(assetsPath, controlPath)),
  );
  app.get('/assets/control.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await controlScript()),
  );
  app.get('/assets/emulator.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(EMULATOR_CSS),
  );
  app.get('/images/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const size = Math.min(Math.max(Number(str(request.query, 'size') ?? 300) || 300, 16), 1024);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(placeholderSvg(name, size));
  });
}
