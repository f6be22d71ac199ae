import {
  buildPath,
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
} from '@kyo/contracts';

/** An API answer that was not 2xx, with the server's `{ error, message, field }`. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly field?: string,
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientHooks {
  /** The current access token, if any. */
  getToken(): string | null;
  /**
   * Called once when an authenticated request answers 401. Resolves true when a fresh token was
   * obtained (the request is retried once), false when the session is gone (the caller signs out).
   */
  refresh(): Promise<boolean>;
  /** The session could not be recovered. */
  onSessionLost(): void;
}

let hooks: ApiClientHooks = {
  getToken: () => null,
  refresh: async () => false,
  onSessionLost: () => undefined,
};

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

function toUrl(endpoint: EndpointDef, input: { params?: unknown; query?: unknown }): string {
  const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  try {
    // zod and the error contract load with the first failed answer, not with the app's first
    // paint: the entry holds the API client but no validation schema.
    const [body, { apiErrorSchema }] = await Promise.all([
      response.json() as Promise<unknown>,
      import('./shell-contracts'),
    ]);
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      return new ApiRequestError(
        response.status,
        parsed.data.error,
        parsed.data.message,
        parsed.data.field,
        retryAfter,
      );
    }
  } catch {
    // not JSON
  }
  return new ApiRequestError(
    response.status,
    'http_error',
    response.statusText || 'Request failed',
    undefined,
    retryAfter,
  );
}

async function send(
  endpoint: EndpointDef,
  input: { params?: unknown; query?: unknown; body?: unknown },
  signal?: AbortSignal,
) {
  // The client header lets the server tell its own app from a cross-site form (CSRF).
  const headers: Record<string, string> = { accept: 'application/json', 'x-kyo-client': '1' };
  // The server answers its messages in the language the page shows (i18n sets <html lang>).
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  const token = hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A file (an upload) goes as its own bytes with its own type; anything else as JSON.
  const { body } = input;
  const binary = body instanceof Blob || ArrayBuffer.isView(body);
  if (binary)
    headers['content-type'] = (body instanceof Blob && body.type) || 'application/octet-stream';
  else if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(toUrl(endpoint, input), {
    method: endpoint.method,
    headers,
    body: binary ? (body as BodyInit) : body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
    signal,
  });
}

/**
 * The one way the web app talks to the API: typed from the endpoint's contract. A 401 on an
 * authenticated endpoint triggers one refresh and one retry, then signs out.
 */
export async function apiRequest<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointResponse<E>> {
  let response = await send(endpoint, input, options.signal);
  if (response.status === 401 && endpoint.auth === 'user') {
    const refreshed = await hooks.refresh();
    if (refreshed) response = await send(endpoint, input, options.signal);
    if (response.status === 401) hooks.onSessionLost();
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    return undefined as EndpointResponse<E>;
  }
  return (await response.json()) as EndpointResponse<E>;
}

/** An endpoint that answers a file (media, audio): the same session handling, the body as a Blob. */
export async function apiBlob<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  let response = await send(endpoint, input, options.signal);
  if (response.status === 401 && endpoint.auth === 'user') {
    const refreshed = await hooks.refresh();
    if (refreshed) response = await send(endpoint, input, options.signal);
    if (response.status === 401) hooks.onSessionLost();
  }
  if (!response.ok) throw await toError(response);
  return response.blob();
}

/** Convenience for endpoints without inputs. */
export const api = <E extends EndpointDef>(endpoint: E, ...rest: [EndpointInput<E>?]) =>
  apiRequest(endpoint, (rest[0] ?? {}) as EndpointInput<E>);

/**
 * A file the API answers (a CSV export), as a Blob: the same session, refresh and errors as
 * `apiRequest`, without reading the body as JSON.
 */
export async function apiDownload<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<Blob> {
  let response = await send(endpoint, input);
  if (response.status === 401 && endpoint.auth === 'user') {
    const refreshed = await hooks.refresh();
    if (refreshed) response = await send(endpoint, input);
    if (response.status === 401) hooks.onSessionLost();
  }
  if (!response.ok) throw await toError(response);
  return response.blob();
}
