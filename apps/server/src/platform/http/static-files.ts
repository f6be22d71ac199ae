import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiError } from '@kyo/contracts';

export interface StaticOptions {
  /** Folder of the built web app (apps/web/dist). */
  root: string;
  /**
   * Chooses the HTML entry for a browser path: the overlay display has its own small entry,
   * every other path gets the dashboard's index.html (SPA fallback).
   */
  htmlEntryFor?: (pathname: string) => string;
  /**
   * Where a page request should go instead, if anywhere: the app answers at one origin (its
   * storage, its OAuth redirect URIs), so a page opened at another address is sent there first.
   */
  canonicalUrl?: (request: FastifyRequest) => string | null;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');
/**
 * A built file: the bundler's output folder, or a script, style sheet or source map anywhere. No
 * page of the app has such a name; a browser asking for one wants code, not the app's HTML.
 */
const isAssetPath = (url: string) =>
  url.startsWith('/assets/') || /\.(?:m?js|css|map|wasm)$/i.test(url);

/**
 * Serves the built web app. Hashed assets are cached for a year; HTML is never cached so a
 * deploy (or an OBS browser source reloading) always gets the current bundle.
 */
export async function serveWebApp(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const hasBuild = existsSync(path.join(options.root, 'index.html'));
  const htmlCache = new Map<string, string>();
  const readHtml = (file: string): string | undefined => {
    if (!hasBuild) return undefined;
    let html = htmlCache.get(file);
    if (html === undefined) {
      const full = path.join(options.root, file);
      if (!existsSync(full)) return undefined;
      html = readFileSync(full, 'utf8');
      htmlCache.set(file, html);
    }
    return html;
  };

  if (hasBuild) {
    // wildcard: false registers one route per built file; every other GET falls through to the
    // SPA fallback below.
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // @fastify/static passes the Fastify reply here (not a raw ServerResponse).
      setHeaders(reply: FastifyReply, filePath: string) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ root: options.root }, 'web app is not built: run `npm run build`');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ApiError = {
        error: ERROR_CODES.notFound,
        message: `No route for ${request.method} ${pathname}`,
      };
      return reply.status(404).send(body);
    }
    // A chunk the previous build had (a dashboard left open over a deploy): a 404, so the page's
    // import fails as what it is and the app reloads itself (apps/web: chunk-reload.ts), instead
    // of "Failed to fetch dynamically imported module" from HTML served as JavaScript.
    if (isAssetPath(pathname)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    const canonical = options.canonicalUrl?.(request);
    if (canonical) return reply.redirect(canonical, 302);
    const entry = options.htmlEntryFor?.(pathname) ?? 'index.html';
    const html = readHtml(entry) ?? readHtml('index.html');
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
