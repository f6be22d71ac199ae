import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `user` needs a bearer access token (a sign-in session); `token` a
 * personal access token (`kyo_pat_…`, the public API under /api/v1) holding the endpoint's
 * `scope`; `none` is public. The server enforces it from the contract, so a route cannot forget it.
 */
export type EndpointAuth = 'none' | 'user' | 'token';

export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path: `/api/user/:id`. */
  path: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the 2xx body; `z.void()`/`z.null()` for 204-style answers. */
  response: z.ZodType;
  /** HTTP status of a success (default 200). */
  status?: number;
  /** `token` endpoints: the scope a token needs (null: any valid token). */
  scope?: string | null;
}

/** Declares one REST endpoint; both apps take its types from here and nowhere else. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type EndpointParams<E extends EndpointDef> = InferOr<E['params'], undefined>;
export type EndpointQuery<E extends EndpointDef> = InferOr<E['query'], undefined>;
export type EndpointBody<E extends EndpointDef> = InferOr<E['body'], undefined>;
export type EndpointResponse<E extends EndpointDef> = z.infer<E['response']>;

/** What a client passes to call an endpoint (inputs before defaults are applied). */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: InputOr<E['params'], never> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOr<E['query'], never> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOr<E['body'], never> } : { body?: undefined });

/** Builds the concrete path of an endpoint from its params: `/api/user/:id` → `/api/user/42`. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter: ${name}`);
    if (typeof value === 'object') throw new Error(`Path parameter ${name} must be a scalar`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}
