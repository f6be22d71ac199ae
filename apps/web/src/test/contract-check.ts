import * as contracts from '@kyo/contracts';
import type { EndpointDef } from '@kyo/contracts';

const endpoints = (Object.values(contracts) as unknown[])
  .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
  .flatMap((group) => Object.values(group))
  .filter(
    (value): value is EndpointDef =>
      typeof value === 'object' && value !== null && 'method' in value && 'response' in value,
  );

/** The contract of the endpoint a request is for (`/api/widgets/:id` matches `/api/widgets/42`). */
export function endpointOf(method: string, path: string): EndpointDef | undefined {
  // As the server routes: a static path (`/api/user/moderators`) before a parametric one
  // (`/api/user/:id`).
  const params = (endpoint: EndpointDef) => (endpoint.path.match(/:/g) ?? []).length;
  return endpoints
    .filter(
      (endpoint) =>
        endpoint.method === method &&
        new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(path),
    )
    .sort((a, b) => params(a) - params(b))[0];
}

/**
 * Holds a test's fake API to the contracts, as the real server is: a request its endpoint's
 * schema refuses, or a 2xx answer its response schema does not parse, throws (the test fails)
 * instead of passing on made-up JSON.
 */
export function checkAgainstContract(
  method: string,
  path: string,
  body: unknown,
  status: number,
  answer: unknown,
): void {
  const endpoint = endpointOf(method, path.split('?')[0]!);
  if (!endpoint) throw new Error(`No contract for ${method} ${path}`);
  if (endpoint.body) endpoint.body.parse(body);
  if (status >= 200 && status < 300 && status !== 204) endpoint.response.parse(answer);
}
