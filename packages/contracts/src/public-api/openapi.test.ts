import { describe, expect, it } from 'vitest';
import { apiV1Routes } from './areas';
import { openApiDocument } from './openapi';

describe('the OpenAPI document of /api/v1', () => {
  const document = openApiDocument({ serverUrl: 'https://kyo.example' }) as {
    openapi: string;
    paths: Record<string, Record<string, { security?: unknown; responses?: object }>>;
  };
  const routes = apiV1Routes();

  it('is OpenAPI 3.1 and describes every route of every area, with its scope', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    for (const { endpoint, area, name } of routes) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${area}.${name}`).toBeDefined();
      expect(JSON.stringify(operation?.security ?? null), `${area}.${name}`).toContain('token');
      if (endpoint.scope)
        expect(JSON.stringify(operation), `${area}.${name}`).toContain(endpoint.scope);
    }
    const count = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(routes.length);
  });

  it('has examples that its own schemas accept', () => {
    for (const { endpoint, area, name } of routes) {
      const { body, response } = endpoint.docs.examples;
      if (body !== undefined) {
        expect(endpoint.body, `${area}.${name} has a body example but no body`).toBeDefined();
        const parsed = endpoint.body!.safeParse(body);
        expect(parsed.success, `${area}.${name} body: ${parsed.error?.message}`).toBe(true);
      }
      if (endpoint.status === 204) continue;
      expect(response, `${area}.${name} needs a response example`).toBeDefined();
      const parsed = endpoint.response.safeParse(response);
      expect(parsed.success, `${area}.${name} response: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('every route of a scoped area asks for a scope of that area', () => {
    for (const { endpoint, area, name } of routes) {
      if (area === 'account') continue;
      expect(endpoint.scope?.split(':')[0], `${area}.${name}`).toBe(area);
    }
  });
});
