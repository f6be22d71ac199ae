import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@kyo/contracts';
import { buildPath, type EndpointDef } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';

/**
 * Every string field of every endpoint in the contracts, found by walking the zod schemas, so an
 * endpoint added later is covered without a line of test code.
 */
type Path = Array<string | number>;

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

function stringPaths(schema: z.ZodType, path: Path = [], depth = 0): Path[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        stringPaths(child, [...path, key], depth + 1),
      );
    case 'array':
      return def.element ? stringPaths(def.element, [...path, 0], depth + 1) : [];
    case 'record':
      return def.valueType ? stringPaths(def.valueType, [...path, 'key'], depth + 1) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => stringPaths(option, path, depth + 1));
    case 'intersection':
      return [def.left, def.right].flatMap((s) => (s ? stringPaths(s, path, depth + 1) : []));
    case 'pipe':
      return def.in ? stringPaths(def.in, path, depth + 1) : [];
    default:
      return def.innerType ? stringPaths(def.innerType, path, depth + 1) : [];
  }
}

/** `{ a: { b: [value] } }` for the path `a.b.0`. */
function nest(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [nest(rest, value)] : { [head!]: nest(rest, value) };
}

const unique = (paths: Path[]) => [...new Map(paths.map((p) => [p.join('.'), p])).values()];

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

const endpoints = (Object.values(contracts) as unknown[])
  .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
  .flatMap((group) => Object.values(group).filter(isEndpoint));

const BAD_TEXTS = { nul: 'a\u0000b', 'lone surrogate': 'x\uD800y' } as const;

interface Case {
  name: string;
  endpoint: EndpointDef;
  where: 'params' | 'query' | 'body';
  path: Path;
}

const cases: Case[] = endpoints.flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).flatMap((where) => {
    const schema = endpoint[where];
    if (!schema) return [];
    return unique(stringPaths(schema)).map((path) => ({
      name: `${endpoint.method} ${endpoint.path} ${where}.${path.join('.')}`,
      endpoint,
      where,
      path,
    }));
  }),
);

describeEachDatabase('the text rule on every endpoint', (db) => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp(db());
    token = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the endpoints and their string fields in the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(cases.some((c) => c.name === 'POST /api/user/login body.email')).toBe(true);
    expect(cases.some((c) => c.where === 'params')).toBe(true);
    expect(cases.some((c) => c.where === 'query')).toBe(true);
  });

  it('answers 400, not a 503 after retries, for a provider token no header can carry', async () => {
    for (const odd of ['has space', 'tökén', 'line\nbreak']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/kick/refresh',
        headers: bearer(token),
        payload: { refresh_token: odd },
      });
      expect(response.statusCode, odd).toBe(400);
      expect(response.json()).toMatchObject({ field: 'refresh_token' });
    }
  });

  it('answers 400 naming the body for JSON nested 20,000 deep, on every endpoint with a body', async () => {
    const deep = {
      arrays: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      objects: `${'{"":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
    };
    // (An upload's body is the file's own bytes, never parsed as JSON.)
    const withBody = endpoints.filter(
      (e) => e.body && e.method !== 'GET' && defOf(e.body).type !== 'custom',
    );
    expect(withBody.some((e) => e.path === '/api/user/register')).toBe(true);
    expect(withBody.some((e) => e.path === '/api/user/login')).toBe(true);
    const failures: string[] = [];
    for (const endpoint of withBody)
      for (const [shape, payload] of Object.entries(deep)) {
        const params: Record<string, string> = {};
        for (const name of endpoint.path.match(/:([A-Za-z0-9_]+)/g) ?? [])
          params[name.slice(1)] = 'x';
        const response = await app.inject({
          method: endpoint.method,
          url: buildPath(endpoint.path, params),
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        const body = response.json<{ error?: string; field?: string; message?: string }>();
        if (response.statusCode !== 400 || body.field !== 'body')
          failures.push(`${endpoint.method} ${endpoint.path} (${shape}) → ${response.statusCode}`);
        else expect(body.message).toBe('body: Nested deeper than 64 levels');
      }
    expect(failures).toEqual([]);
  }, 120_000);

  for (const [label, bad] of Object.entries(BAD_TEXTS)) {
    it(`answers 400 naming the field for a ${label} in any string field`, async () => {
      const failures: string[] = [];
      for (const c of cases) {
        // A URL carries UTF-8 bytes: a lone surrogate cannot be written into one at all.
        if (label === 'lone surrogate' && c.where !== 'body') continue;
        const field = c.path.join('.');
        const params: Record<string, string> = {};
        // Other path params get a harmless value; the one under test gets the bad text.
        for (const name of c.endpoint.path.match(/:([A-Za-z0-9_]+)/g) ?? [])
          params[name.slice(1)] = 'x';
        if (c.where === 'params') params[String(c.path[0])] = bad;
        let url = buildPath(c.endpoint.path, params);
        if (c.where === 'query') url += `?${encodeURIComponent(field)}=${encodeURIComponent(bad)}`;
        const hasBody = c.endpoint.method !== 'GET' && c.endpoint.method !== 'DELETE';
        const response = await app.inject({
          method: c.endpoint.method,
          url,
          headers: bearer(token),
          ...(c.where === 'body'
            ? { payload: nest(c.path, bad) as object }
            : hasBody && c.endpoint.body
              ? { payload: {} }
              : {}),
        });
        const body = response.json<{ error?: string; field?: string }>();
        if (
          response.statusCode !== 400 ||
          body.error !== 'validation_error' ||
          body.field !== field
        ) {
          failures.push(`${c.name} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
