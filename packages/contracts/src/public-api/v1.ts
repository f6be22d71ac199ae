import type { EndpointDef } from '../endpoint';
import type { ApiArea, ApiScope } from './scopes';

/** Where the public API lives. A breaking change gets /api/v2; v1 keeps answering. */
export const API_V1 = '/api/v1';

/** What the OpenAPI document says about a route beside its schemas. */
export interface ApiRouteDocs {
  summary: string;
  description?: string;
  /** Valid examples (a test parses each with the route's schemas). */
  examples: { body?: unknown; response?: unknown };
}

/** One /api/v1 route: a contract like any other, with the scope a token needs and its docs. */
export interface V1EndpointDef extends EndpointDef {
  auth: 'token';
  /** Null: any valid token (e.g. `GET /api/v1/me`). */
  scope: ApiScope | null;
  docs: ApiRouteDocs;
}

export function v1Endpoint<const E extends V1EndpointDef>(def: E): E {
  return def;
}

/** One area of the public API: its routes (the OpenAPI document's tag). */
export interface ApiAreaContract {
  /** A scope area, or `account` for the token's own information. */
  area: ApiArea | 'account';
  title: string;
  description: string;
  routes: Record<string, V1EndpointDef>;
}
