import { z } from 'zod';
import { apiErrorSchema } from '../errors';
import { API_V1_AREAS, apiV1Routes } from './areas';
import { API_EVENT_TYPES, apiEventSchemaOf, TEST_EVENT_TYPE } from './events';
import { API_V1 } from './v1';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a request or a response reads it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  delete out.$schema;
  return out;
}

/** Path and query parameters from an object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const rateLimitHeaders = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
};

const DESCRIPTION = `Kyo's public API: what the dashboard reads and changes, for your own tools.

**Authentication.** Make a personal access token on Settings → API and send it as
\`Authorization: Bearer kyo_pat_…\`. A token acts for its account within its scopes
(\`area:read\`, \`area:write\`; write includes read). A moderator's token reaches the channels
they moderate with \`?owner={channelOwnerId}\` (see \`GET ${API_V1}/me\`), as far as a moderator may.

**Errors** are JSON \`{ "error": code, "message": text }\` (plus \`field\` for a 400): 400 a bad
input, 401 a missing, unknown, expired or revoked token, 403 a missing scope or a channel the token
cannot reach, 404, 409, 413, 429.

**Rate limits** are per token; every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and
\`RateLimit-Reset\` (seconds), and a 429 \`Retry-After\`.

**Events** arrive as signed webhooks (below: \`Kyo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
"<t>.<body>">\`) and on the WebSocket \`${API_V1}/events\` (token with \`events:read\`), which resumes
after a reconnect as the overlays do. See docs/api.md.`;

/** The OpenAPI 3.1 document of /api/v1, made from the contracts (served at /api/v1/openapi.json). */
export function openApiDocument(options: { serverUrl: string; version?: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { area, name, endpoint } of apiV1Routes()) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const status = endpoint.status ?? 200;
    const noContent = status === 204;
    const example = endpoint.docs.examples;
    const operation: Json = {
      operationId: `${area}.${name}`,
      tags: [area],
      summary: endpoint.docs.summary,
      ...(endpoint.docs.description ? { description: endpoint.docs.description } : {}),
      security: [{ token: [] }],
      'x-kyo-scope': endpoint.scope,
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: jsonSchema(endpoint.body, 'input'),
                  ...(example.body !== undefined ? { example: example.body } : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(status)]: {
          description: noContent ? 'Done, no content' : 'Success',
          headers: rateLimitHeaders,
          ...(noContent
            ? {}
            : {
                content: {
                  'application/json': {
                    schema: jsonSchema(endpoint.response, 'output'),
                    ...(example.response !== undefined ? { example: example.response } : {}),
                  },
                },
              }),
        },
        ...(endpoint.params || endpoint.query || endpoint.body
          ? { '400': errorRef('A bad input; `field` names it') }
          : {}),
        '401': errorRef('No token, or an unknown, expired or revoked one'),
        '403': errorRef('The token lacks the scope, or cannot reach this channel'),
        ...(endpoint.params
          ? { '404': errorRef('Not found (or not in a channel you reach)') }
          : {}),
        '429': errorRef('Too many requests for this token; see Retry-After'),
      },
    };
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }

  const webhooks: Record<string, Json> = {};
  for (const type of [...API_EVENT_TYPES, TEST_EVENT_TYPE] as const) {
    webhooks[type] = {
      post: {
        summary: type === TEST_EVENT_TYPE ? 'A test delivery' : `Kyo relays ${type}`,
        parameters: [
          {
            name: 'Kyo-Signature',
            in: 'header',
            required: true,
            description:
              't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>',
            schema: { type: 'string' },
          },
          { name: 'Kyo-Event-Id', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'Kyo-Event-Type', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'Kyo-Delivery-Id', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(apiEventSchemaOf(type), 'output') } },
        },
        responses: {
          '2XX': { description: 'Received. Anything else (or no answer in 10 s) is retried.' },
        },
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Kyo API', version: options.version ?? '1.0.0', description: DESCRIPTION },
    servers: [{ url: options.serverUrl }],
    tags: API_V1_AREAS.map((area) => ({
      name: area.area,
      description: area.description,
      'x-displayName': area.title,
    })),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        token: { type: 'http', scheme: 'bearer', bearerFormat: 'kyo_pat_…' },
      },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      headers: {
        'RateLimit-Limit': {
          description: 'Requests a token may make per window',
          schema: { type: 'integer' },
        },
        'RateLimit-Remaining': {
          description: 'Requests left in this window',
          schema: { type: 'integer' },
        },
        'RateLimit-Reset': {
          description: 'Seconds until the window starts again',
          schema: { type: 'integer' },
        },
      },
    },
  };
}
