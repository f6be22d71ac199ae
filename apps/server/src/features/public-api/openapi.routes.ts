import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { API_V1, openApiDocument } from '@kyo/contracts';

/** The reference page's address: its own document, so Redoc never loads with the dashboard. */
export const API_REFERENCE_PATH = '/documentation/api/reference';
const REDOC_PATH = `${API_V1}/reference/redoc.standalone.js`;

/**
 * Redoc's own page: a strict policy of its own (scripts from here, a worker from a blob for its
 * search, images from here and data: only; so its footer's logo from Redocly's CDN is not
 * fetched: nothing on this page loads from elsewhere).
 */
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

const referencePage = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg">
<style>
  body { margin: 0; background: #fff; }
  .kyo-bar { display: flex; gap: 16px; align-items: center; padding: 10px 20px; background: #111418;
    color: #e5e7eb; font: 500 14px/1.4 system-ui, sans-serif; position: sticky; top: 0; z-index: 10; }
  .kyo-bar a { color: #53fc18; text-decoration: none; }
  .kyo-bar a:hover { text-decoration: underline; }
  .kyo-bar strong { color: #fff; }
</style>
</head>
<body>
<nav class="kyo-bar" aria-label="Kyo">
  <strong>Kyo API</strong>
  <a href="/documentation">← Documentation</a>
  <a href="${API_V1}/openapi.json">openapi.json</a>
</nav>
<div id="reference"></div>
<script src="${REDOC_PATH}"></script>
<script src="${API_V1}/reference/start.js"></script>
</body>
</html>
`;

const REDOCLY_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** Starts Redoc (a file, not inline script: the page's policy allows no inline script). */
const START_SCRIPT = `Redoc.init('${API_V1}/openapi.json', {
  scrollYOffset: 44,
  hideHostname: false,
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  theme: {
    colors: { primary: { main: '#2f9e0a' } },
    typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } },
    sidebar: { backgroundColor: '#f4f6f8' },
    rightPanel: { backgroundColor: '#151920' },
  },
}, document.getElementById('reference'));
`;

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the contracts once per process, and its
 * reference page (Redoc's standalone bundle, served from here: nothing loads from a CDN).
 */
export function openApiRoutes(app: FastifyInstance, publicUrl: string): void {
  let document: string | undefined;
  app.get(`${API_V1}/openapi.json`, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument({ serverUrl: publicUrl }));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(document);
  });

  const require = createRequire(import.meta.url);
  let redoc: Promise<string> | undefined;
  app.get(REDOC_PATH, async (_request, reply) => {
    redoc ??= readFile(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').then(
      // Redoc's footer always shows Redocly's logo from their CDN, which the page's policy
      // refuses (a console error and a request off the machine): the bundle gets an empty image.
      (code) => code.replaceAll(REDOCLY_LOGO, EMPTY_IMAGE),
    );
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await redoc);
  });
  app.get(`${API_V1}/reference/start.js`, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(START_SCRIPT),
  );
  app.get(API_REFERENCE_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', REFERENCE_CSP)
      .send(referencePage('Kyo API reference')),
  );
}
