import { checkAgainstContract } from '../../../test/contract-check';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the router went, for pages that navigate away. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** A page at `path` in a data router (blockers need one), with a fresh query client. */
export function renderPage(element: ReactElement, path: string, pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * A fetch that answers JSON by `METHOD path` (query ignored), recording every call. Held to the
 * contracts like the real server: a request body its endpoint refuses, or a 2xx answer its
 * response schema does not parse, fails the test instead of passing on made-up JSON.
 */
export function fakeApi(routes: Record<string, (body: unknown) => [number, unknown]>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path, search } = new URL(input, 'http://localhost');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, search, body });
    const handler = routes[`${method} ${path}`];
    const [status, json] = handler ? handler(body) : [404, { error: 'not_found', message: 'nope' }];
    checkAgainstContract(method, path, body, status, json);
    return new Response(status === 204 ? null : JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}
